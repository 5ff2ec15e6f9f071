/** Les données de la personne : leur téléchargement et la suppression du compte (page du profil). */
export const frPrivacy = {
  privacy: {
    downloadData: 'Télécharger mes données',
    downloadHint: 'Un fichier ZIP contenant tout ce que BoardMatch conserve à votre sujet, avec vos fichiers.',
    deleteAccount: 'Supprimer mon compte',
    deleteTitle: 'Supprimer votre compte ?',
    deleteText:
      'Votre nom, votre courriel, vos téléphones, votre adresse, vos liens, vos images et votre CV sont effacés et toutes vos sessions prennent fin. Vos candidatures restent auprès des organismes, sans votre nom. Cette action est irréversible.',
    password: 'Mot de passe',
    deleted: 'Votre compte a été supprimé.',
    errors: {
      wrongPassword: 'Le mot de passe est incorrect',
    },
  },
} as const;
