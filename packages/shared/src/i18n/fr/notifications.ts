import type { enNotifications } from '../en/notifications.ts';
import type { Widen } from '../widen.ts';

export const frNotifications: Widen<typeof enNotifications> = {
  notifications: {
    settings: {
      title: 'Notifications',
      intro: 'Des courriels hebdomadaires sur ce qui est nouveau pour vous. Activez ou désactivez chacun.',
      none: "Aucun courriel hebdomadaire ne vous est encore proposé.",
      save: 'Enregistrer',
      saved: 'Vos paramètres de notification sont enregistrés.',
      communicationsDeclined:
        "Vous n'avez pas accepté de recevoir des communications : ce courriel ne vous est donc pas envoyé. Vous pouvez les accepter dans votre profil de candidat.",
    },
    kinds: {
      postings: 'Nouveaux affichages qui vous conviennent',
      applicants: 'Candidats en attente et mandats qui se terminent',
      staff: 'Réponses en retard et courriels non livrés',
    },
    help: {
      postings: 'Chaque semaine, les nouveaux affichages qui correspondent à vos compétences et à vos causes.',
      applicants: 'Chaque semaine, les candidats qui attendent une réponse de votre organisme et les mandats du conseil qui se terminent dans les 90 prochains jours.',
      staff: 'Chaque semaine, les candidatures dont le délai de réponse est dépassé et les courriels qui n’ont pas pu être livrés.',
    },
    unsubscribe: {
      title: 'Se désabonner',
      question: 'Ne plus recevoir ce courriel hebdomadaire : {{kind}}?',
      button: 'Se désabonner',
      done: 'Vous ne recevrez plus ce résumé.',
      invalid: "Ce lien de désabonnement n'est pas valide.",
      manage: 'Gérer vos notifications',
    },
    errors: {
      invalidLink: "Ce lien de désabonnement n'est pas valide.",
    },
    mail: {
      productName: 'BoardMatch',
      footer: 'BoardMatch met en relation des organismes de bienfaisance canadiens et des bénévoles pour leurs conseils d’administration.',
      digestFooter: 'Vous recevez ce courriel hebdomadaire parce qu’il est activé dans vos paramètres de notification.',
      unsubscribe: 'Se désabonner',
      settings: 'Notifications',
      unsubscribeLine: 'Se désabonner : {{link}}',
      settingsLine: 'Notifications : {{link}}',
      postingsSubject: 'Nouveaux affichages qui vous conviennent cette semaine',
      postingsIntro: 'Bonjour {{name}},\n\nCes affichages ont été publiés cette semaine et correspondent à vos compétences et à vos causes :',
      postingLine: '{{position}}, {{charity}}',
      postingsMore: "Trouvez d'autres affichages ici :",
      applicantsSubject: 'Cette semaine chez {{charity}} : candidats en attente',
      applicantsTitle: 'Candidats qui attendent une réponse de {{charity}} : {{count}}.',
      applicantLine: '{{candidate}}, {{position}} (no {{postingId}}), depuis le {{date}}',
      applicantsMore: 'Consultez les candidatures ici :',
      termsSubject: 'Cette semaine chez {{charity}} : mandats qui se terminent',
      termsTitle: 'Mandats du conseil qui se terminent dans les 90 prochains jours chez {{charity}} : {{count}}.',
      termLine: '{{position}}, {{member}} : se termine le {{date}} (rédiger l’offre)',
      termsMore: 'Consultez le conseil ici :',
      staffSubject: 'Cette semaine : réponses en retard et courriels non livrés',
      greeting: 'Bonjour {{name}},',
      overdueTitle: 'Candidatures dont le délai de réponse est dépassé : {{count}}.',
      overdueLine: '{{charity}} : {{candidate}}, {{position}} (no {{postingId}})',
      overdueMore: 'Consultez les candidats en attente ici :',
      undeliveredTitle: 'Courriels non livrés cette semaine : {{count}}.',
      undeliveredLine: '{{subject}}, à {{to}}',
      undeliveredMore: 'Consultez les courriels non livrés ici :',
      andMore: 'Et {{count}} de plus.',
    },
  },
};
