export { filesRoutes } from './files.routes.ts';
export { candidateAccess, canSeeResume, requireOwner, requireReader } from './candidate-access.ts';
export { findResume } from './files.service.ts';
export { presentResume } from './files.presenter.ts';
export { readForm, registerUploads } from './uploads.ts';
export { checkSocialMediaIcon, socialMediaIconUrl, storeSocialMediaIcon } from './social-media-icons.ts';
