import { useTranslation } from 'react-i18next';
import { ExpandablePanel } from '@/components/ExpandablePanel.tsx';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useAuth } from '@/lib/auth-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { SocialMediaTypesPanel } from '@/features/staff/components/SocialMediaTypesPanel.tsx';
import { StaffRolesPanel } from '@/features/staff/components/StaffRolesPanel.tsx';
import { StaffUsersPanel } from '@/features/staff/components/StaffUsersPanel.tsx';
import { UndeliveredMailPanel } from '@/features/staff/components/UndeliveredMailPanel.tsx';
import { ScheduledJobsPanel } from '@/features/staff/components/ScheduledJobsPanel.tsx';

/** /boardmatch-admin ('Admin'): BoardMatch Users, Admin Roles, Social Media, Undelivered mail and Scheduled jobs. */
export default function StaffAdminPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const can = useCan();
  return (
    <SimplePage title={t('staffAdmin.title')}>
      <ExpandablePanel id="staff-users" title={t('staffAdmin.users.panel')} defaultExpanded>
        <StaffUsersPanel
          currentUserId={session?.actor?.userId ?? null}
          canInvite={can('staff-user.invite')}
          canDelete={can('staff-user.delete')}
          canSendReset={can('user.send-password-reset')}
          canChangeRole={can('staff-user.update')}
        />
      </ExpandablePanel>
      <ExpandablePanel id="staff-roles" title={t('staffAdmin.roles.panel')}>
        <StaffRolesPanel />
      </ExpandablePanel>
      <ExpandablePanel id="social-media" title={t('staffAdmin.socialMedia.panel')}>
        <SocialMediaTypesPanel canEdit={can('social-media-type.update')} />
      </ExpandablePanel>
      {can('undelivered-mail.read') && (
        <ExpandablePanel id="undelivered-mail" title={t('staffAdmin.undeliveredMail.panel')}>
          <UndeliveredMailPanel />
        </ExpandablePanel>
      )}
      {can('scheduled-job.read') && (
        <ExpandablePanel id="scheduled-jobs" title={t('staffAdmin.scheduledJobs.panel')}>
          <ScheduledJobsPanel />
        </ExpandablePanel>
      )}
    </SimplePage>
  );
}
