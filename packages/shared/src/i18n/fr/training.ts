import type { enTraining } from '../en/training.ts';
import type { Widen } from '../widen.ts';

export const frTraining: Widen<typeof enTraining> = {
  training: {
    intro: 'Des formations pour vous préparer à siéger à un conseil d’administration. Le cours d’orientation est obligatoire pour terminer votre accueil.',
    academy: 'Académie {{product}}',
    goToCourse: 'Accéder au cours',
    couldNotOpenCourse: 'Impossible d’ouvrir le cours',
    noCourses: 'Aucun cours pour le moment.',
    loadFailed: 'Vos cours n’ont pas pu être chargés.',
    columns: { course: 'Cours', status: 'Statut', progress: 'Progression', startedAt: 'Commencé le', completedAt: 'Terminé le' },
    status: { completed: 'Terminé', inProgress: 'En cours', notStarted: 'Non commencé' },
    percent: '{{percent}} %',
    stepInstructions: 'Pour terminer cette étape de l’accueil, veuillez cliquer sur le lien Cours de formation ci-dessous',
    stepDone: 'Merci d’avoir terminé votre formation. Veuillez passer à l’étape suivante, ou revoir votre orientation dans la section Formation',
    trainingCourse: 'Cours de formation',
    refreshStatus: 'Actualiser le statut du cours',
    allRequiredComplete: 'Vous avez terminé toutes les formations obligatoires.',
    notYetComplete: 'Votre cours d’orientation n’est pas encore terminé.',
    player: {
      backToTraining: 'Retour à la formation',
      lessons: 'Leçons',
      minutes: '{{n}} min',
      progress: '{{percent}} % terminé',
      progressLabel: 'Progression du cours',
      markComplete: 'Marquer comme terminée',
      markIncomplete: 'Marquer comme non terminée',
      lessonDone: 'Leçon terminée',
      courseComplete: 'Vous avez terminé ce cours.',
      nextLesson: 'Leçon suivante',
      previousLesson: 'Leçon précédente',
      unavailable: 'Ce cours n’est pas disponible.',
    },
  },
  landing: {
    welcome: 'Bienvenue sur {{product}}',
    tagline: 'Nous mettons en relation les organismes de bienfaisance et sans but lucratif canadiens avec des administrateurs bénévoles.',
    intro:
      'Mettez vos compétences là où elles comptent. Complétez votre profil, trouvez un conseil qui partage vos passions et suivez vos candidatures, de la première note jusqu’à l’offre.',
    guidance: 'La plupart des postes d’administrateur demandent de 5 à 15 heures par mois pour un mandat de 1 à 4 ans. Nous vous conseillons de postuler à 3 ou 4 offres qui vous intéressent vraiment.',
    links: {
      profile: { title: 'Mon profil', text: 'Tenez à jour votre expérience, vos compétences et vos préférences de jumelage.' },
      search: { title: 'Recherche', text: 'Parcourez les organismes et les postes d’administrateur ouverts.' },
      applications: { title: 'Mes candidatures', text: 'Suivez le statut des postes auxquels vous avez postulé.' },
      training: { title: 'Formation', text: 'Suivez l’orientation et d’autres cours.' },
    },
    open: 'Ouvrir',
  },
};
