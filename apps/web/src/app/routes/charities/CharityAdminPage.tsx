import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useAuth } from '@/lib/auth-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { RepresentativesPanel } from '@/features/charity-admin/components/RepresentativesPanel.tsx';
import { RolesPanel } from '@/features/charity-admin/components/RolesPanel.tsx';
import { PositionsPanel } from '@/features/positions/components/PositionsPanel.tsx';

function Panel({ id, title, children, defaultExpanded }: { id: string; title: string; children: ReactNode; defaultExpanded?: boolean }) {
  return (
    <Accordion defaultExpanded={defaultExpanded} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

/** /charity-admin ('Admin'): Charity Representatives, Charity Roles and Positions. */
export default function CharityAdminPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const can = useCan();
  const charityId = session?.charityRepresentative?.charityId ?? 0;
  const subject = { charityId };
  return (
    <SimplePage title={t('charityAdmin.title')}>
      <Panel id="representatives" title={t('charityAdmin.representatives.panel')} defaultExpanded>
        <RepresentativesPanel
          charityId={charityId}
          canInvite={can('charity.invite-representative', subject)}
          canEdit={can('representative.update', subject)}
          canDelete={can('representative.delete', subject)}
        />
      </Panel>
      <Panel id="roles" title={t('charityAdmin.roles.panel')}>
        <RolesPanel charityId={charityId} />
      </Panel>
      <Panel id="positions" title={t('charityAdmin.positions.panel')}>
        <PositionsPanel charityId={charityId} canCreate={can('position.create', subject)} canEdit={can('position.update', subject)} canDelete={can('position.delete', subject)} />
      </Panel>
    </SimplePage>
  );
}
