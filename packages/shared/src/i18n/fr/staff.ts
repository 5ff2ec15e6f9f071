import type { Widen } from '../widen.ts';
import type { enStaff } from '../en/staff.ts';

/** La section d'administration du personnel (/boardmatch-admin), la page d'invitation du personnel et la réinitialisation envoyée par le personnel. */
export const frStaff: Widen<typeof enStaff> = {
  staffAdmin: {
    title: 'Administration',
    users: {
      panel: 'Utilisateurs BoardMatch',
      invite: 'Inviter un utilisateur',
      name: 'Nom',
      email: 'Courriel',
      firstName: 'Prénom',
      lastName: 'Nom de famille',
      role: 'Rôle',
      empty: 'Aucun utilisateur du personnel.',
      deleteLabel: 'Supprimer {{name}}',
      confirmDelete: 'Voulez-vous vraiment supprimer cet utilisateur?',
      invited: 'Représentant BoardMatch invité avec succès',
      deleted: 'Administrateur BoardMatch supprimé',
      loadFailed: 'Impossible de charger la liste des utilisateurs BoardMatch',
      errors: {
        alreadyStaff: 'Cette personne est déjà un utilisateur BoardMatch.',
        cannotDeleteSelf: 'Vous ne pouvez pas vous supprimer vous-même.',
        lastAdmin: 'BoardMatch doit garder au moins un utilisateur ayant le rôle Administrateur.',
      },
    },
    roles: {
      panel: "Rôles d'administration",
      tableLabel: 'Permissions de {{role}}',
      claim: 'Permission',
      description: 'Description',
      access: 'Accès',
      granted: 'Accordé',
      notGranted: 'Non accordé',
      summary: {
        Admin: 'Toutes les permissions.',
        Staff: "Toutes les sections sauf l'administration.",
      },
    },
    socialMedia: {
      panel: 'Médias sociaux',
      title: 'Médias sociaux',
      new: 'Nouveau type de média social',
      editTitle: 'Modifier le type de média social',
      name: 'Nom',
      image: 'Image',
      noImage: "Pas d'image",
      chooseImage: 'Choisir une image (.png, .jpg)',
      imageHint: 'Facultatif. .png ou .jpg seulement.',
      imageAlt: 'Icône {{name}}',
      editLabel: 'Modifier {{name}}',
      empty: 'Aucun type de média social.',
      created: 'Modifications enregistrées avec succès.',
      updated: 'Modifications enregistrées avec succès.',
      invalid: 'Veuillez remplir tous les champs obligatoires indiqués en rouge.',
      errors: {
        duplicate: 'Un type de média social portant ce nom existe déjà.',
      },
    },
    invitation: {
      title: 'Invitation au personnel BoardMatch',
      checking: 'Vérification de votre invitation...',
      invalid: "Ce lien d'invitation est invalide ou a expiré.",
      intro: 'Bonjour {{name}}, vous êtes invité à rejoindre BoardMatch comme {{role}}. Choisissez un mot de passe pour {{email}}.',
      introExisting: "Bonjour {{name}}, vous êtes invité à rejoindre BoardMatch comme {{role}}. Votre compte {{email}} garde son mot de passe : acceptez l'invitation, puis connectez-vous.",
      password: 'Mot de passe',
      confirmPassword: 'Confirmer le mot de passe',
      accept: "Accepter l'invitation",
      createAccount: 'Créer le compte',
      accepted: 'Votre compte du personnel BoardMatch est prêt. Veuillez vous connecter.',
      signIn: 'Se connecter',
    },
    mail: {
      inviteSubject: 'Vous êtes invité à rejoindre le personnel de BoardMatch',
      inviteBody: "Bonjour {{name}},\n\nVous êtes invité à rejoindre BoardMatch comme {{role}}. Ouvrez ce lien pour accepter l'invitation :\n{{link}}\n\nLe lien est valide pendant 14 jours.",
    },
  },
  sendPasswordReset: {
    button: 'Envoyer un courriel de réinitialisation du mot de passe',
    confirm: 'Voulez-vous vraiment envoyer un courriel de réinitialisation du mot de passe à cet utilisateur?',
    sent: 'Le courriel de réinitialisation du mot de passe a été envoyé à {{email}}.',
  },
};
