import type { enPipeline } from '../en/pipeline.ts';
import type { Widen } from '../widen.ts';

export const frPipeline: Widen<typeof enPipeline> = {
  pipeline: {
    history: 'Historique',
    historyEmpty: 'Aucun changement pour le moment.',
    historyEntry: '{{status}}, par {{by}}',
    deletedAccount: 'un compte supprimé',
    privateNotes: 'Notes privées',
    notesHint: "Visibles par les représentants de votre organisme qui lisent les candidatures et par l'équipe BoardMatch, jamais par la personne candidate.",
    notesEmpty: 'Aucune note pour le moment.',
    noteLabel: 'Note',
    addNote: 'Ajouter une note',
    noteAdded: 'Note ajoutée.',
    noteBy: '{{author}}, {{at}}',
    loadFailed: "L'historique et les notes n'ont pas pu être chargés.",
    shortlistColumn: 'Présélection',
    shortlist: 'Ajouter {{candidate}} à la présélection',
    unshortlist: 'Retirer {{candidate}} de la présélection',
    filtersLabel: 'Afficher',
    needsReply: 'Réponse attendue',
    waitingColumn: 'En attente',
    waitingDays_one: '{{count}} jour',
    waitingDays_other: '{{count}} jours',
    overdue: 'En retard',
    overdueLabel: 'Réponse en retard : plus de 10 jours ouvrables',
    waitingForReply_one: '{{count}} personne candidate attend une réponse',
    waitingForReply_other: '{{count}} personnes candidates attendent une réponse',
    shortlisted: 'Présélection',
  },
};
