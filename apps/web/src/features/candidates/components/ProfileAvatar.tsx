import { Avatar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { readableOn } from '@/lib/readable-on.ts';
import { initials } from '@/lib/display.ts';

interface ProfileAvatarProps {
  /** The picture's URL as the API answered it (signed), or null for the initials. */
  imageUrl: string | null;
  firstName: string;
  lastName: string;
  colour?: string | null;
  size?: number;
}

/** The profile image, or the person's initials on their profile colour. */
export function ProfileAvatar({ imageUrl, firstName, lastName, colour, size = 96 }: ProfileAvatarProps) {
  const { t } = useTranslation();
  const name = `${firstName} ${lastName}`.trim();
  return imageUrl ? (
    <Avatar src={imageUrl} alt={t('profile.profileImageAlt', { name })} sx={{ width: size, height: size }} />
  ) : (
    <Avatar aria-label={t('profile.profileImageAlt', { name })} sx={{ width: size, height: size, bgcolor: colour ?? 'primary.main', color: colour ? readableOn(colour) : undefined, fontSize: size / 2.5 }}>
      {initials(firstName, lastName)}
    </Avatar>
  );
}
