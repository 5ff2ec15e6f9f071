import type { Widen } from '../widen.ts';
import type { enCharityAdmin } from '../en/charity-admin.ts';

export const frCharityAdmin: Widen<typeof enCharityAdmin> = {
  charityAdmin: {
    title: 'Administration',
    representatives: {
      errors: {
        lastAdmin: "Un organisme doit garder au moins un représentant ayant le rôle Admin.",
        alreadyRepresents: "Cette personne représente déjà l'organisme.",
      },
    },
    positions: {
      panel: 'Postes',
      active: 'Actifs',
      inactive: 'Inactifs',
      newPosition: 'Nouveau poste',
      editPosition: 'Modifier le poste',
      name: 'Nom du poste',
      isBoard: 'Au conseil',
      isBoardPosition: "Il s'agit d'un poste au conseil d'administration",
      board: 'Conseil',
      notBoard: 'Hors conseil',
      searchHint: 'Rechercher des postes',
      activate: 'Activer',
      deactivate: 'Désactiver',
      delete: 'SUPPRIMER',
      empty: 'Aucun poste.',
      confirmDelete: 'Voulez-vous vraiment supprimer ce poste?',
      confirmActivate: 'Voulez-vous vraiment activer ce poste?',
      confirmDeactivate: 'Voulez-vous vraiment désactiver ce poste?',
      created: 'Poste créé',
      added: 'Poste ajouté avec succès!',
      updated: 'Poste mis à jour',
      activated: 'Poste activé',
      deactivated: 'Poste désactivé',
      deleted: 'Poste supprimé',
      errors: {
        cannotAdd: "Impossible d'ajouter le nouveau poste",
        duplicate: 'Cet organisme a déjà un poste portant ce nom.',
        defaultLocked: 'Les postes par défaut ne peuvent être ni modifiés ni supprimés.',
        inUse: 'Ce poste est utilisé par une offre ou un membre du conseil et ne peut pas être supprimé.',
        unknown: "Veuillez choisir l'un des postes actifs de votre organisme.",
      },
    },
  },
};
