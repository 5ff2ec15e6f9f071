import type { enWaitingApplicants } from '../en/waiting-applicants.ts';
import type { Widen } from '../widen.ts';

export const frWaitingApplicants: Widen<typeof enWaitingApplicants> = {
  waitingApplicants: {
    title: 'Candidats en attente',
    intro: "Les candidatures restées sans réponse d'un organisme depuis {{days}} jours ouvrables ou plus, par organisme. Appelez les représentants indiqués, ou envoyez de nouveau le rappel.",
    tableLabel: 'Candidats en attente',
    columns: {
      charity: 'Organisme',
      posting: 'Affichage',
      candidate: 'Candidat',
      applied: 'Candidature',
      daysWaiting: "Jours d'attente",
      representatives: 'Représentants à appeler',
    },
    days_one: '{{count}} jour ouvrable',
    days_other: '{{count}} jours ouvrables',
    noRepresentative: 'Aucun représentant ne peut répondre',
    remind: 'Rappeler',
    remindLabel: 'Rappeler à {{charity}} la candidature de {{candidate}}',
    reminded: 'Rappel envoyé',
    remindedOn: 'Rappel envoyé le {{date}}',
    alreadyReminded: "Un rappel a déjà été envoyé aujourd'hui pour cette candidature.",
    exportCsv: 'Exporter en CSV',
    empty: "Aucun candidat n'attend au-delà du délai.",
    loadFailed: "Impossible d'obtenir les candidats en attente",
    csv: {
      charity: 'Organisme',
      posting: 'Affichage',
      position: 'Poste',
      candidate: 'Candidat',
      applied: 'Candidature',
      daysWaiting: "Jours ouvrables d'attente",
      representatives: 'Représentants à appeler',
      remindedAt: 'Dernier rappel',
    },
  },
  charityReplies: {
    label: 'Comment cet organisme répond',
    within_one: 'Répond habituellement en {{count}} jour',
    within_other: 'Répond habituellement en {{count}} jours',
    share: 'Répond à {{percent}} % des candidats',
  },
};
