/** The person's own data: its download and the account's deletion (user profile page). */
export const enPrivacy = {
  privacy: {
    downloadData: 'Download my data',
    downloadHint: 'A ZIP file holding everything BoardMatch keeps about you, with your files.',
    deleteAccount: 'Delete my account',
    deleteTitle: 'Delete your account?',
    deleteText:
      'Your name, e-mail, phones, address, links, pictures and résumé are erased and every session ends. Your applications stay with the charities, without your name. This cannot be undone.',
    password: 'Password',
    deleted: 'Your account was deleted.',
    errors: {
      wrongPassword: 'The password is incorrect',
    },
  },
} as const;
