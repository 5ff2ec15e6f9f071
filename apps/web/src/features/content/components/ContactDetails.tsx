import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The local program office: postal address (Toronto), e-mail, phone and fax. */
export function ContactDetails() {
  const { t } = useTranslation();
  const lines = t('contact.addressLines', { returnObjects: true }) as readonly string[];
  const email = t('contact.email');
  const phone = t('contact.phone');
  return (
    <Box>
      <Typography paragraph>{t('contact.intro')}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        <Typography component="dt" fontWeight={600}>
          {t('contact.addressLabel')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <address style={{ fontStyle: 'normal' }}>
            {lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </Box>
        <Typography component="dt" fontWeight={600}>
          {t('contact.emailLabel')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <Link href={`mailto:${email}`}>{email}</Link>
        </Box>
        <Typography component="dt" fontWeight={600}>
          {t('contact.phoneLabel')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</Link>
        </Box>
        <Typography component="dt" fontWeight={600}>
          {t('contact.faxLabel')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          {t('contact.fax')}
        </Box>
      </Box>
    </Box>
  );
}
