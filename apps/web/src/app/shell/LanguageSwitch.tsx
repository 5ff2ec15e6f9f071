import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Language } from '@boardmatch/shared';
import { updateOwnLanguage } from '@/lib/api/update-own-language.ts';
import { useAuth } from '@/lib/auth-context.tsx';
import { changeLanguage } from '@/lib/i18n.ts';

/**
 * English / Français; the choice is kept in localStorage and, for a signed-in user, on the server
 * (the language of their e-mails). Staff acting as someone else change only their own screen.
 */
export function LanguageSwitch({ inverse = false }: { inverse?: boolean }) {
  const { t, i18n } = useTranslation();
  const { status, session } = useAuth();
  const current = (i18n.language === 'fr' ? 'fr' : 'en') as Language;
  const colour = inverse ? { color: 'rgba(255,255,255,0.85)', '&.Mui-selected': { color: '#fff', bgcolor: 'rgba(255,255,255,0.18)' } } : { color: 'text.primary', '&.Mui-selected': { color: 'text.primary', fontWeight: 700 } };
  const choose = (language: Language) => {
    void changeLanguage(language);
    if (status === 'authenticated' && session?.isSelf) updateOwnLanguage(language).catch(() => undefined);
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label={t('footer.language')}
      onChange={(_, value: Language | null) => {
        if (value) choose(value);
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
