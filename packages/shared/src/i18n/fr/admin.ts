import type { enAdmin } from '../en/admin.ts';
import type { Widen } from '../widen.ts';

export const frAdmin: Widen<typeof enAdmin> = {
  adminCandidates: {
    active: 'Actifs',
    inactive: 'Inactifs',
    search: 'Rechercher',
    searchHint: 'Nom ou courriel',
    email: 'Courriel/Identifiant',
    firstName: 'Prénom',
    lastName: 'Nom',
    skills: 'Compétences',
    causes: 'Causes',
    actions: 'Actions',
    loginAs: 'Se connecter en tant que',
    loginAsLabel: 'Se connecter en tant que {{name}}',
    empty: 'Aucun candidat ne correspond.',
    rowsPerPage: 'Lignes par page',
    all: 'Tous',
    loadFailed: 'Impossible de charger la liste des candidats',
  },
};
