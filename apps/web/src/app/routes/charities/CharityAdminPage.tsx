import { useTranslation } from 'react-i18next';
import { ExpandablePanel } from '@/components/ExpandablePanel.tsx';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useAuth } from '@/lib/auth-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { RepresentativesPanel } from '@/features/charity-admin/components/RepresentativesPanel.tsx';
import { RolesPanel } from '@/features/charity-admin/components/RolesPanel.tsx';
import { PositionsPanel } from '@/features/positions/components/PositionsPanel.tsx';

/** /charity-admin ('Admin'): Charity Representatives, Charity Roles and Positions. */
export default function CharityAdminPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const can = useCan();
  const charityId = session?.charityRepresentative?.charityId ?? 0;
  const subject = { charityId };
  return (
    <SimplePage title={t('charityAdmin.title')}>
      <ExpandablePanel id="representatives" title={t('charityAdmin.representatives.panel')} defaultExpanded>
        <RepresentativesPanel
          charityId={charityId}
          canInvite={can('charity.invite-representative', subject)}
          canEdit={can('representative.update', subject)}
          canDelete={can('representative.delete', subject)}
        />
      </ExpandablePanel>
      <ExpandablePanel id="roles" title={t('charityAdmin.roles.panel')}>
        <RolesPanel charityId={charityId} />
      </ExpandablePanel>
      <ExpandablePanel id="positions" title={t('charityAdmin.positions.panel')}>
        <PositionsPanel charityId={charityId} canCreate={can('position.create', subject)} canEdit={can('position.update', subject)} canDelete={can('position.delete', subject)} />
      </ExpandablePanel>
    </SimplePage>
  );
}
