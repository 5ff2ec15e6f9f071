import type { Widen } from '../widen.ts';
import type { enBoard } from '../en/board.ts';

export const frBoard: Widen<typeof enBoard> = {
  board: {
    title: "Conseil d'administration",
    panel: 'Postes au conseil',
    filterLabel: 'Statut',
    filters: { '1': 'Tous', '2': 'Actuels', '3': 'Anciens' },
    newPosition: 'Nouveau poste',
    newBoardMember: 'Nouveau membre du conseil',
    editTitle: 'Modifier le membre du conseil',
    tableLabel: 'Postes au conseil',
    position: 'Poste',
    status: 'Statut',
    occupiedBy: 'Occupé par',
    email: 'Courriel',
    startDate: 'Date de début',
    endDate: 'Date de fin',
    vacant: 'Vacant',
    statuses: { Past: 'Ancien', Current: 'Actuel', Future: 'À venir' },
    addNew: 'Ajouter un nouveau représentant',
    delete: 'SUPPRIMER',
    editLabel: 'Modifier {{position}}',
    deleteLabel: 'Supprimer {{position}}',
    empty: 'Aucun poste au conseil pour le moment.',
    confirmDelete: "Voulez-vous vraiment supprimer l'enregistrement?",
    invited: 'Le membre du conseil a été invité.',
    saved: 'Modifications enregistrées avec succès.',
    deleted: 'Supprimé!',
  },
};
