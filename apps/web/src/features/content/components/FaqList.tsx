import { useId } from 'react';
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from './ContactDetails.tsx';

interface QA {
  q: string;
  a: string;
}

/** A FAQ: a list of 'how to' and 'what is' questions linking (smooth scroll) to their answers, then Contact Us. */
export function FaqList({ audience, headingLevel = 3 }: { audience: 'candidate' | 'charity'; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const prefix = useId().replace(/:/g, '');
  const howTo = t(`faq.${audience}.howTo`, { returnObjects: true }) as readonly QA[];
  const whatIs = t(`faq.${audience}.whatIs`, { returnObjects: true }) as readonly QA[];
  const groups = [
    { key: 'how', title: t('faq.howTo'), items: howTo },
    { key: 'what', title: t('faq.whatIs'), items: whatIs },
  ];
  const heading = `h${headingLevel}` as const;
  const subheading = `h${headingLevel + 1}` as 'h3' | 'h4';

  const jump = (id: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Box>
      <Box component="nav" aria-label={t('faq.questions')} id={`${prefix}-top`}>
        {groups.map((group) => (
          <Box key={group.key} sx={{ mb: 2 }}>
            <Typography component={heading} variant="h3" gutterBottom>
              {group.title}
            </Typography>
            <List dense disablePadding component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
              {group.items.map((item, index) => (
                <ListItem key={item.q} sx={{ display: 'list-item', py: 0.25 }}>
                  <Link href={`#${prefix}-${group.key}-${index}`} onClick={jump(`${prefix}-${group.key}-${index}`)}>
                    {item.q}
                  </Link>
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </Box>
      {groups.map((group) => (
        <Box key={group.key} component="section" sx={{ mt: 3 }}>
          {group.items.map((item, index) => (
            <Box key={item.q} id={`${prefix}-${group.key}-${index}`} sx={{ mb: 2, scrollMarginTop: 16 }}>
              <Typography component={subheading} variant="h4" gutterBottom>
                {item.q}
              </Typography>
              <Typography variant="body2">{item.a}</Typography>
              <Link href={`#${prefix}-top`} variant="body2" onClick={jump(`${prefix}-top`)}>
                {t('faq.backToQuestions')}
              </Link>
            </Box>
          ))}
        </Box>
      ))}
      <Box component="section" sx={{ mt: 3 }}>
        <Typography component={heading} variant="h3" gutterBottom>
          {t('contact.title')}
        </Typography>
        <ContactDetails />
      </Box>
    </Box>
  );
}
