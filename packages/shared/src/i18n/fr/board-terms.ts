import type { enBoardTerms } from '../en/board-terms.ts';
import type { Widen } from '../widen.ts';

export const frBoardTerms: Widen<typeof enBoardTerms> = {
  boardTerms: {
    matrix: {
      title: 'Matrice des compétences',
      intro: 'Les compétences des membres actuels de votre conseil, celles que votre organisme recherche et les lacunes qu\'aucun membre ne comble encore.',
      tableLabel: 'Matrice des compétences',
      skill: 'Compétence',
      members: 'Membres',
      wanted: 'Recherchée',
      gap: 'Lacune',
      memberCount_one: '{{count}} membre',
      memberCount_other: '{{count}} membres',
      nobody: 'Aucun membre actuel',
      because: { postings: 'Vos affichages ouverts la demandent', matching: 'Vos réponses de jumelage de postes l\'indiquent' },
      empty: 'Aucune compétence pour l\'instant : ajoutez des compétences à vos membres du conseil, ou affichez un poste avec les compétences recherchées.',
      failed: 'La matrice des compétences n\'a pas pu être chargée.',
    },
    terms: {
      title: 'Mandats qui se terminent',
      intro: 'Les mandats au conseil qui se terminent dans les {{days}} prochains jours.',
      tableLabel: 'Mandats qui se terminent',
      position: 'Poste',
      member: 'Membre',
      endDate: 'Date de fin',
      daysLeft: 'Jours restants',
      daysLeftValue_one: '{{count}} jour',
      daysLeftValue_other: '{{count}} jours',
      endsToday: 'Se termine aujourd\'hui',
      draft: 'Préparer l\'affichage',
      draftLabel: 'Préparer l\'affichage pour {{position}}',
      empty: 'Aucun mandat au conseil ne se termine dans les {{days}} prochains jours.',
      failed: 'Les mandats qui se terminent n\'ont pas pu être chargés.',
    },
    skills: 'Compétences',
    skillsHelp: 'Les compétences que ce membre apporte au conseil (le profil de candidat du membre compte aussi).',
    draftFailed: 'L\'affichage n\'a pas pu être préparé pour ce siège.',
    drafted: 'Un affichage est préparé pour le siège : vérifiez-le et soumettez-le pour le publier.',
    mail: {
      subject: 'Un mandat au conseil se termine le {{date}}',
      body:
        'Bonjour,\n\nLe mandat de {{member}} au poste de {{position}} au conseil de {{charity}} se termine le {{date}}.\n\nC\'est le moment de trouver qui occupera ce siège. Nous avons préparé l\'affichage pour vous : le poste, un mandat commençant le lendemain et les compétences dont votre conseil aura besoin. Rien n\'est publié avant que vous le soumettiez.\n\nPréparer l\'affichage :\n{{link}}',
    },
  },
};
