export const enAdmin = {
  adminCandidates: {
    active: 'Active',
    inactive: 'Inactive',
    searchHint: 'Name or e-mail',
    email: 'Email/Login',
    firstName: 'First Name',
    lastName: 'Last Name',
    skills: 'Skills',
    causes: 'Causes',
    loginAs: 'Login As',
    loginAsLabel: 'Login As {{name}}',
    empty: 'No candidates match.',
    loadFailed: 'Could not fetch candidate list',
  },
} as const;
