import type { enAuth } from '../en/auth.ts';
import type { Widen } from '../widen.ts';

export const frAuth: Widen<typeof enAuth> = {
  /** What an invitation link's page says once the link no longer opens its form. */
  invitationLink: {
    used: 'Cette invitation a déjà été utilisée. Veuillez vous connecter avec votre courriel et votre mot de passe.',
    revoked: 'Cette invitation a été révoquée. Veuillez demander une nouvelle invitation à la personne qui vous a invité.',
    expired: 'Cette invitation a expiré. Veuillez demander une nouvelle invitation à la personne qui vous a invité.',
  },
  login: {
    heading: 'Connexion à BoardMatch',
    intro: 'Bon retour. Connectez-vous pour trouver un poste de conseil ou les bénévoles dont votre organisme a besoin.',
    userName: "Nom d'utilisateur (adresse courriel)",
    password: 'Mot de passe',
    signIn: 'Se connecter',
    forgotPassword: 'Mot de passe oublié?',
    newHere: 'Nouveau sur BoardMatch?',
    joinCandidate: "S'inscrire comme candidat",
    joinCharity: "Inscrire un organisme",
  },
  carousel: {
    label: 'À propos du programme BoardMatch',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    goTo: 'Afficher la diapositive {{n}}',
    slides: [
      {
        title: 'Des conseils plus forts depuis 2000',
        body: "BoardMatch a vu le jour au printemps 2000 pour relier les organismes de bienfaisance et sans but lucratif canadiens à des personnes compétentes prêtes à siéger à leur conseil d'administration.",
      },
      {
        title: 'Plus de 2400 placements',
        body: 'Les bénévoles trouvés grâce à BoardMatch ont pourvu plus de 2400 postes de conseil et de comité dans plus de 650 organismes.',
      },
      {
        title: 'Cinq villes, un programme',
        body: 'BoardMatch dessert Calgary, Fredericton, la région du Grand Toronto, la région du Grand Vancouver et Thunder Bay.',
      },
      {
        title: 'Vos compétences, là où elles comptent',
        body: "Les candidats créent un profil, suivent une courte orientation et postulent aux postes qui correspondent à leurs compétences et aux causes qui leur tiennent à cœur. L'affichage de postes est gratuit pour les organismes.",
      },
    ],
  },
  loginDialog: {
    reason: 'Raison d’agir au nom de cette personne',
    reasonHint: 'Conservée dans le journal du personnel avec ce que vous faites.',
    reasonTooLong: 'La raison peut compter au plus 500 caractères.',
    title: 'Connexion',
    email: 'Courriel',
    password: 'Mot de passe',
    logIn: 'Se connecter',
  },
  notVerified: {
    title: "Votre compte n'est pas vérifié",
    text: "Avant de vous connecter, veuillez ouvrir le lien de vérification envoyé à {{email}}. Si vous ne trouvez pas le courriel, vérifiez vos courriels indésirables ou demandez un nouvel envoi.",
    textNoEmail: "Avant de vous connecter, veuillez ouvrir le lien de vérification envoyé à votre adresse courriel. Si vous ne trouvez pas le courriel, vérifiez vos courriels indésirables ou demandez un nouvel envoi.",
    resend: 'Renvoyer le courriel de vérification',
  },
  forgotPassword: {
    title: 'Mot de passe oublié?',
    text: 'Saisissez l’adresse courriel associée à votre compte BoardMatch. Nous vous enverrons par courriel un lien pour réinitialiser votre mot de passe.',
    email: 'Courriel',
  },
  resetPassword: {
    title: 'Réinitialiser le mot de passe',
    intro: 'Choisissez un nouveau mot de passe pour votre compte BoardMatch.',
    checking: 'Vérification de votre lien de réinitialisation...',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    update: 'Mettre à jour le mot de passe',
    backToLogin: 'Retour à la connexion',
    success: 'Le mot de passe a été réinitialisé!',
    expired: 'Le lien de réinitialisation a expiré',
    mismatch: 'La confirmation du mot de passe ne correspond pas',
  },
  validation: {
    passwordRule: 'Utilisez au moins 8 caractères, avec des lettres, des chiffres et des symboles',
    passwordMismatch: 'La confirmation du mot de passe ne correspond pas',
    emailInvalid: 'Le courriel doit être valide',
  },
};
