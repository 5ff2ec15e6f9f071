import type { enMatching } from '../en/matching.ts';
import type { Widen } from '../widen.ts';

export const frMatching: Widen<typeof enMatching> = {
  matching: {
    suggested: 'Candidats suggérés',
    suggestedTitle: 'Candidats suggérés pour le no {{id}}',
    suggestedHint: 'Les personnes qui permettent aux organismes de consulter leur profil et qui conviennent le mieux à cette offre.',
    suggestedEmpty: 'Aucune personne ne convient encore à cette offre. Ajoutez les compétences recherchées, ou revenez plus tard.',
    suggestedFailed: 'Les suggestions n’ont pas pu être chargées.',
    why: 'Pourquoi',
    gaps: 'Écarts',
    noGaps: 'Aucun',
    score: 'Correspondance {{score}} %',
    scoreLabel: 'Correspondance : {{score}} sur 100',
    place: 'Lieu',
    viewProfile: 'Voir le profil',
    invite: 'Inviter à postuler',
    inviteLabel: 'Inviter {{name}} à postuler',
    invited: 'Invitation envoyée',
    invitedNotice: 'Invitation envoyée à {{name}}.',
    recommended: 'Recommandés pour vous',
    recommendedHint: 'Des postes ouverts qui correspondent à vos compétences, à vos causes et à votre région.',
    recommendedEmpty: 'Aucune recommandation pour l’instant. Ajoutez vos compétences et vos causes à votre profil pour en recevoir.',
    recommendedFailed: 'Vos recommandations n’ont pas pu être chargées.',
    invitedYou: 'L’organisme vous invite à postuler',
    open: 'Voir le poste',
    openLabel: 'Voir {{position}} chez {{charity}}',
    expires: 'Postulez d’ici le {{date}}',
    reasons: {
      place: { city: 'Même ville', province: 'Même province' },
      languages: 'Parle {{languages}}',
      boardExperience: 'Expérience de conseil d’administration',
      availability: 'Cherche un poste d’administrateur',
    },
    gapTexts: {
      skills: 'Manque : {{names}}',
      causes: 'Aucune cause commune',
      place: { elsewhere: 'Autre province', unknown: 'Aucune adresse indiquée' },
      languages: 'Aucune langue commune',
      boardExperience: 'Aucune expérience de conseil d’administration',
      availability: { notLooking: 'Ne cherche pas pour l’instant', withdrawn: 'En retrait pour l’instant' },
    },
    errors: {
      postingClosed: 'Cette offre est fermée ou expirée : les suggestions et les invitations valent pour les offres ouvertes.',
      candidateUnavailable: 'Cette personne ne peut pas être invitée : elle ne permet pas aux organismes de consulter son profil.',
      alreadyApplied: 'Cette personne a déjà postulé à cette offre.',
    },
    mail: {
      invitationSubject: '{{charity}} vous invite à postuler : {{position}}',
      invitationBody:
        'Bonjour {{name}},\n\n{{charity}} a consulté votre profil sur BoardMatch et vous invite à postuler au poste {{position}} (no {{postingId}}).\n\nConsultez l’offre et postulez ici :\n{{link}}\n\nSi elle ne vous convient pas, vous pouvez ignorer ce message : rien ne se passe à moins que vous ne postuliez.\n\nVous recevez ce message parce que vous permettez aux organismes de consulter votre profil; vous pouvez changer ce choix dans vos préférences de jumelage.',
    },
  },
};
