import type { enCommon } from '../en/common.ts';
import type { Widen } from '../widen.ts';

export const frCommon: Widen<typeof enCommon> = {
  common: {
    cancel: 'Annuler',
    submit: 'Soumettre',
    close: 'Fermer',
    register: "S'inscrire",
    registering: 'inscription en cours',
    yes: 'Oui',
    no: 'Non',
    loading: 'Chargement...',
    pleaseStandBy: 'Veuillez patienter',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    required: 'obligatoire',
    save: 'Enregistrer',
    edit: 'MODIFIER',
    view: 'VOIR',
    previous: 'Précédent',
    next: 'Suivant',
    search: 'Rechercher',
    clearAll: 'Tout effacer',
    actions: 'Actions',
    all: 'Tous',
    rowsPerPage: 'Lignes par page',
    sortBy: 'Trier par',
    sortedAscending: 'Ordre croissant',
    sortedDescending: 'Ordre décroissant',
    loadFailed: 'Le chargement a échoué. Veuillez réessayer.',
    tryAgain: 'Réessayer',
  },
};
