import { Avatar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../files/image-url.ts';
import { readableOn } from '../../../lib/readable-on.ts';
import { initials } from '../../../lib/display.ts';

interface ProfileAvatarProps {
  imageId: number | null;
  firstName: string;
  lastName: string;
  colour?: string | null;
  size?: number;
}

/** The profile image, or the person's initials on their profile colour. */
export function ProfileAvatar({ imageId, firstName, lastName, colour, size = 96 }: ProfileAvatarProps) {
  const { t } = useTranslation();
  const name = `${firstName} ${lastName}`.trim();
  return imageId ? (
    <Avatar src={imageUrl(imageId)} alt={t('profile.profileImageAlt', { name })} sx={{ width: size, height: size }} />
  ) : (
    <Avatar aria-label={t('profile.profileImageAlt', { name })} sx={{ width: size, height: size, bgcolor: colour ?? 'primary.main', color: colour ? readableOn(colour) : undefined, fontSize: size / 2.5 }}>
      {initials(firstName, lastName)}
    </Avatar>
  );
}
