import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';
import { FaqList } from '@/features/content/components/FaqList.tsx';

/** /charity-faq */
export default function CharityFaqPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('pages.charityFaq')}>
      <FaqList audience="charity" headingLevel={2} />
    </SimplePage>
  );
}
