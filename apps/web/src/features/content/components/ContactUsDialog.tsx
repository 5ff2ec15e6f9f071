import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { ContactDetails } from './ContactDetails.tsx';

export function ContactUsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={open} title={t('contact.title')} onClose={onClose} width={650} hideActions>
      <ContactDetails />
    </ModalDialog>
  );
}
