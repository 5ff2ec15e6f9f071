import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FitGap, FitReason } from '@boardmatch/shared';
import { useLookup } from '@/lib/api/find-lookup.ts';

/** Names of reference ids (skills, causes) from the lookups, in the page's language; an id not (yet) known shows as nothing. */
function useNames() {
  const skills = useLookup('skills');
  const causes = useLookup('focus-areas');
  const nameIn = (list: { id: number; name: string }[] | undefined) => (ids: number[]) => ids.flatMap((id) => list?.find((item) => item.id === id)?.name ?? []);
  return { skills: nameIn(skills.data), causes: nameIn(causes.data) };
}

/** 'Why': each shared skill and cause as a chip, then the place, experience and availability that count for the fit. */
export function WhyChips({ reasons, label }: { reasons: FitReason[]; label?: string }) {
  const { t } = useTranslation();
  const names = useNames();
  const chips = reasons.flatMap((reason): { key: string; label: string; cause?: boolean }[] => {
    switch (reason.kind) {
      case 'skills':
        return names.skills(reason.ids).map((name) => ({ key: `skill-${name}`, label: name }));
      case 'causes':
        return names.causes(reason.ids).map((name) => ({ key: `cause-${name}`, label: name, cause: true }));
      case 'place':
        return [{ key: 'place', label: t(`matching.reasons.place.${reason.level}`) }];
      case 'languages':
        return [{ key: 'languages', label: t('matching.reasons.languages', { languages: reason.codes.join(', ').toUpperCase() }) }];
      case 'boardExperience':
        return [{ key: 'boardExperience', label: t('matching.reasons.boardExperience') }];
      case 'availability':
        return [{ key: 'availability', label: t('matching.reasons.availability') }];
    }
  });
  return (
    <Box>
      <Typography variant="caption" component="p" color="text.secondary">
        {label ?? t('matching.why')}
      </Typography>
      {chips.length === 0 && <Typography variant="body2">{t('matching.noGaps')}</Typography>}
      <Stack direction="row" component="ul" aria-label={label ?? t('matching.why')} sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
        {chips.map((chip) => (
          <Box component="li" key={chip.key}>
            <Chip size="small" color={chip.cause ? 'secondary' : 'primary'} variant="outlined" label={chip.label} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** 'Gaps' in words: the missing skills by name, 'No shared cause', the place, experience and availability. */
export function GapList({ gaps }: { gaps: FitGap[] }) {
  const { t } = useTranslation();
  const names = useNames();
  const texts = gaps.map((gap) => {
    switch (gap.kind) {
      case 'skills':
        return t('matching.gapTexts.skills', { names: names.skills(gap.ids).join(', ') });
      case 'causes':
        return t('matching.gapTexts.causes');
      case 'place':
        return t(`matching.gapTexts.place.${gap.level}`);
      case 'languages':
        return t('matching.gapTexts.languages');
      case 'boardExperience':
        return t('matching.gapTexts.boardExperience');
      case 'availability':
        return t(`matching.gapTexts.availability.${gap.why}`);
    }
  });
  return (
    <Box>
      <Typography variant="caption" component="p" color="text.secondary">
        {t('matching.gaps')}
      </Typography>
      <Typography variant="body2">{texts.length ? texts.join(' · ') : t('matching.noGaps')}</Typography>
    </Box>
  );
}
