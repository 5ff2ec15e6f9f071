import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Language } from '@boardmatch/shared';
import { changeLanguage } from '../../lib/i18n.ts';

/** English / Français; the choice is kept in localStorage. */
export function LanguageSwitch({ inverse = false }: { inverse?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.language === 'fr' ? 'fr' : 'en') as Language;
  const colour = inverse ? { color: 'rgba(255,255,255,0.85)', '&.Mui-selected': { color: '#fff', bgcolor: 'rgba(255,255,255,0.18)' } } : { color: 'text.primary', '&.Mui-selected': { color: 'text.primary', fontWeight: 700 } };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label={t('footer.language')}
      onChange={(_, value: Language | null) => {
        if (value) void changeLanguage(value);
      }}
      sx={inverse ? { '& .MuiToggleButton-root': { borderColor: 'rgba(255,255,255,0.4)' } } : undefined}
    >
      <ToggleButton value="en" lang="en" sx={colour}>
        {t('footer.english')}
      </ToggleButton>
      <ToggleButton value="fr" lang="fr" sx={colour}>
        {t('footer.french')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
