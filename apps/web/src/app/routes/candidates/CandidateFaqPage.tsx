import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';
import { FaqList } from '@/features/content/components/FaqList.tsx';

/** /candidate-faq */
export default function CandidateFaqPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('pages.candidateFaq')}>
      <FaqList audience="candidate" headingLevel={2} />
    </SimplePage>
  );
}
