import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useCan } from '@/lib/use-can.ts';
import { SocialMediaTypesPanel } from '@/features/staff/components/SocialMediaTypesPanel.tsx';

/** /boardmatch-social-media: the social media types (create and edit for the staff role Admin). */
export default function SocialMediaPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <SimplePage title={t('pages.socialMedia')}>
      <SocialMediaTypesPanel canEdit={can('social-media-type.update')} />
    </SimplePage>
  );
}
