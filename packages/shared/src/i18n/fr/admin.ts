import type { enAdmin } from '../en/admin.ts';
import type { Widen } from '../widen.ts';

export const frAdmin: Widen<typeof enAdmin> = {
  adminCandidates: {
    active: 'Actifs',
    inactive: 'Inactifs',
    searchHint: 'Nom ou courriel',
    email: 'Courriel/Identifiant',
    firstName: 'Prénom',
    lastName: 'Nom',
    skills: 'Compétences',
    causes: 'Causes',
    loginAs: 'Se connecter en tant que',
    loginAsLabel: 'Se connecter en tant que {{name}}',
    empty: 'Aucun candidat ne correspond.',
    loadFailed: 'Impossible de charger la liste des candidats',
  },
  adminSearch: {
    active: 'Actif',
    inactive: 'Inactif',
    status: 'Statut',
    label: 'Nom ou courriel d’un candidat ou d’un organisme',
    hint: 'Saisissez un nom ou une adresse courriel pour trouver des candidats et des organismes.',
    candidates: 'Candidats',
    charities: 'Organismes',
    noCandidates: 'Aucun candidat ne correspond.',
    noCharities: 'Aucun organisme ne correspond.',
  },
};
