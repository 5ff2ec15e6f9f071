import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CharityReplies } from '@/components/CharityReplies.tsx';
import { postingStatusLabel, type PostingSummary } from '@boardmatch/shared';
import { RichText } from './RichText.tsx';
import { useDisplay } from '@/lib/use-display.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ mb: 1.5 }}>
      <Typography component="dt" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The read-only posting summary: number, board chip, status, charity, position, mandate period, description, skills, requirements, expiry. */
export function PostingSummaryView({ posting, today = new Date() }: { posting: PostingSummary; today?: Date }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const status = postingStatusLabel(posting.charityPostingStatusId, posting.expiryDate, today);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="p">
          {t('postings.positionNumber')}: #{posting.id}
        </Typography>
        <Chip size="small" color={posting.charityPosition.isNotBoard ? 'default' : 'primary'} label={posting.charityPosition.isNotBoard ? t('postings.notBoard') : t('postings.board')} />
        {status !== 'OPEN' && (
          <Typography component="span" sx={{ fontWeight: 700 }} color={status === 'EXPIRED' ? 'error' : 'text.secondary'}>
            {t(`postings.status.${status}`)}
          </Typography>
        )}
      </Stack>
      <Box component="dl" sx={{ m: 0 }}>
        <Field label={t('postings.charity')}>
          <Typography>{posting.charity.name}</Typography>
          <CharityReplies replies={posting.charityReplies} />
        </Field>
        <Field label={t('postings.position')}>
          <Typography>{posting.charityPosition.name}</Typography>
        </Field>
        <Field label={t('postings.mandatePeriod')}>
          <Typography>{t('postings.mandateDates', { start: posting.startDate, end: posting.endDate, duration: display.mandate(posting.startDate, posting.endDate) })}</Typography>
        </Field>
        <Field label={t('postings.description')}>
          <RichText html={posting.description} />
        </Field>
        <Field label={t('postings.skills')}>
          {posting.candidateSkill.length ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {posting.candidateSkill.map((s) => (
                <Chip key={s.id} size="small" variant="outlined" label={s.name} />
              ))}
            </Stack>
          ) : (
            <Typography>{t('postings.none')}</Typography>
          )}
        </Field>
        <Field label={t('postings.otherRequirements')}>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{posting.specialRequirements || t('postings.none')}</Typography>
        </Field>
        <Field label={t('postings.expiryLabel')}>
          <Typography color={display.isExpired(posting.expiryDate, today) ? 'error' : undefined}>
            {posting.expiryDate} ({display.expiry(posting.expiryDate, today)})
          </Typography>
        </Field>
      </Box>
    </Box>
  );
}
