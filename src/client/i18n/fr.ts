import type { OtherCatalog } from './catalog';

/** Français. */
const fr: OtherCatalog = {
  appTitle: 'Générateur de recettes',
  demoBadge: 'Démo',
  language: 'Langue',
  demoNotice:
    'Démo : les recettes sont ici des exemples tout prêts, non écrits par un modèle d’IA, et elles ne tiennent pas compte de vos ingrédients.',
  addIngredient: 'Ajouter un ingrédient',
  ingredientPlaceholder: 'par ex. lait (au moins 3 ingrédients)',
  addIngredientButton: '+ Ajouter un ingrédient',
  fullList:
    'La liste est pleine : une recette peut utiliser au plus {max} ingrédients. Retirez-en un pour en ajouter un autre.',
  ingredientsHeading: 'Ingrédients disponibles :',
  remove: 'Retirer {name}',
  clearList: 'Vider la liste',
  readyHeading: 'Prêt pour une recette ?',
  readyText: 'Obtenez une recette à partir de votre liste d’ingrédients.',
  getRecipe: 'Obtenir une recette',
  optionsSummary: 'Options : portions, régime alimentaire, aliments à éviter, unités',
  servings: 'Portions',
  any: 'Indifférent',
  dietLegend: 'Régime alimentaire',
  unitsLegend: 'Unités',
  unitsMetric: 'Métriques',
  unitsUs: 'Américaines',
  vegetarian: 'végétarien',
  vegan: 'végétalien',
  'gluten-free': 'sans gluten',
  'dairy-free': 'sans produits laitiers',
  'nut-free': 'sans fruits à coque',
  avoidLabel: 'Aliments à éviter',
  avoidPlaceholder: 'par ex. cacahuètes',
  avoidButton: 'Éviter',
  avoidFull: 'Au plus {max} aliments à éviter. Retirez-en un pour en ajouter un autre.',
  avoiding: 'À éviter',
  removeAvoid: 'Retirer {name} des aliments à éviter',
  recipeLabel: 'Recette proposée',
  writing: 'Votre recette s’écrit…',
  waiting: 'En attente du modèle local : {place}, {eta}.',
  yoursIsNext: 'la vôtre est la prochaine',
  aheadOne: '{count} recette avant la vôtre',
  aheadOther: '{count} recettes avant la vôtre',
  underAMinute: 'moins d’une minute',
  aboutMinutes: 'environ {minutes} min',
  stopped: 'Vous avez arrêté la recette. Ce qui était déjà écrit est conservé.',
  cutOff: 'Cette recette a été coupée : elle a atteint la longueur maximale avant la fin.',
  tryAgain: 'Réessayer',
  secondsOne: '{count} seconde',
  secondsOther: '{count} secondes',
  minutesOne: '{count} minute',
  minutesOther: '{count} minutes',
  hoursOne: '{count} heure',
  hoursOther: '{count} heures',
  retryAfterMidnight: 'Vous pourrez réessayer après minuit UTC, dans {wait}.',
  readyIn: 'Il devrait être prêt dans environ {wait}.',
  retryIn: 'Vous pourrez réessayer dans {wait}.',
  versions: 'Versions de la recette',
  previousVersion: 'Version précédente',
  versionOf: 'Version {shown} sur {count}',
  nextVersion: 'Version suivante',
  changeLabel: 'Modifier cette recette',
  changePlaceholder: 'par ex. pas de four, je n’ai qu’une poêle',
  changeButton: 'Modifier la recette',
  getAnother: 'Une autre recette',
  stop: 'Arrêter',
  copy: 'Copier',
  print: 'Imprimer',
  share: 'Partager',
  save: 'Enregistrer',
  linkToRecipe: 'Lien vers cette recette',
  importSummary: 'Importer une recette enregistrée',
  importHelpStart: 'Enregistrer crée un fichier de recette schema.org. Mealie : ',
  importHelpMealie: 'Import from HTML or JSON',
  importHelpEnd:
    ', collez le texte du fichier. Tandoor : importez-le comme source. Nextcloud Cookbook : placez-le dans un dossier de recette sous le nom ',
  recipeCopied: 'Recette copiée.',
  recipeNotCopied: 'Impossible de copier la recette. Sélectionnez le texte et copiez-le vous-même.',
  savedAs: 'Enregistrée sous {file}.',
  notSaved: 'Impossible d’enregistrer la recette. Réessayez, ou utilisez Copier.',
  linkCopied: 'Lien copié : toute personne qui l’a voit cette recette.',
  linkNotCopied:
    'Impossible de copier le lien. Copiez-le ici : toute personne qui l’a voit cette recette.',
  linkNotOpened: 'Impossible d’ouvrir ce lien de recette. Rechargez la page et réessayez.',
  connectionLost:
    'La connexion au serveur a été perdue avant la fin de la recette. Veuillez réessayer.',
  offline:
    'Vous êtes hors ligne : une nouvelle recette a besoin du serveur. Les recettes gardées sont dans Mes recettes.',
  somethingWrong: 'Un problème est survenu. Veuillez réessayer.',
  notKept:
    'Ce navigateur ne laisse pas la page garder de recettes (fenêtre privée, stockage désactivé ou plein) : les recettes obtenues maintenant s’affichent mais ne seront pas gardées après votre départ.',
  myRecipes: 'Mes recettes',
  showMyRecipes: 'Afficher mes recettes',
  hideMyRecipes: 'Masquer mes recettes',
  loading: 'Chargement…',
  localReady:
    'Les recettes sont écrites ici, sur ce serveur, par un petit modèle d’IA local, non hébergé.',
  localFailed:
    'Le modèle de recettes n’a pas encore pu être récupéré sur ce serveur. Le serveur réessaie de lui-même.',
  localLoading: 'Préparation du modèle de recettes : chargement',
  localProgress: 'Préparation du modèle de recettes : {percent} % de {size} Mo',
  problems: {
    ingredientTooShort: 'Un ingrédient doit compter au moins {min} caractères.',
    ingredientTooLong: 'Un ingrédient peut compter au plus {max} caractères.',
    ingredientControl: 'Un ingrédient ne peut pas contenir de caractères de contrôle.',
    ingredientInvisible:
      'Un ingrédient ne peut pas contenir de caractères invisibles (espaces sans largeur ou marques de sens du texte, souvent collés avec). Retapez-le.',
    notFood: 'Ce n’est pas un aliment. N’indiquez que ce qui se mange sans danger.',
    ingredientDuplicate: 'Cet ingrédient est déjà dans la liste.',
    avoidTooShort: 'Un aliment à éviter doit compter au moins {min} caractères.',
    avoidTooLong: 'Un aliment à éviter peut compter au plus {max} caractères.',
    avoidControl: 'Un aliment à éviter ne peut pas contenir de caractères de contrôle.',
    avoidInvisible:
      'Un aliment à éviter ne peut pas contenir de caractères invisibles (espaces sans largeur ou marques de sens du texte, souvent collés avec). Retapez-le.',
    avoidDuplicate: 'Cet aliment est déjà dans la liste des aliments à éviter.',
    noRecipeToChange: 'Il n’y a pas de recette à modifier.',
    recipeTooLong: 'La recette à modifier peut compter au plus {max} caractères.',
    recipeControl:
      'La recette à modifier ne peut contenir aucun caractère de contrôle autre que les retours à la ligne et les tabulations.',
    changeTooShort: 'Décrivez la modification en au moins {min} caractères.',
    changeTooLong: 'Une modification peut compter au plus {max} caractères.',
    changeControl: 'Une modification ne peut pas contenir de caractères de contrôle.',
    changeInvisible:
      'Une modification ne peut pas contenir de caractères invisibles (espaces sans largeur ou marques de sens du texte, souvent collés avec). Retapez-la.',
  },
  errors: {
    invalid_request: 'La demande n’a pas pu être comprise. Rechargez la page et réessayez.',
    invalid_ingredients: 'Vérifiez vos ingrédients : au moins 3, chacun d’au moins 3 caractères.',
    not_found: 'Il n’y a rien à cette adresse. Vérifiez le lien, ou ouvrez la page des recettes.',
    unsupported_media_type: 'La demande doit être envoyée en JSON. Rechargez la page et réessayez.',
    request_timeout:
      'Votre demande a mis trop de temps à arriver. Vérifiez votre connexion et réessayez.',
    headers_too_large:
      'La demande était trop volumineuse. Effacer les cookies de ce site peut aider.',
    payload_too_large: 'Cette liste est trop longue. Retirez des ingrédients et réessayez.',
    rate_limited:
      'Vous avez demandé beaucoup de recettes en peu de temps. Patientez un instant et réessayez.',
    busy: 'Beaucoup de recettes sont en cours d’écriture. Réessayez dans quelques secondes.',
    daily_limit_reached:
      'Les recettes du jour sont toutes écrites : ce site a atteint ce qu’il peut écrire en une journée. Revenez demain ; le compte repart à minuit UTC.',
    unavailable:
      'Ce serveur ne peut pas vérifier ses limites pour le moment, il n’accepte donc pas de demandes. Réessayez dans une minute.',
    not_configured:
      'Aucun modèle d’IA n’est encore configuré sur ce serveur (aucun fournisseur d’IA). Prévenez le responsable du site.',
    model_loading: 'Ce serveur prépare encore son modèle d’IA. Réessayez dans un instant.',
    model_download_failed:
      'Ce serveur n’a pas pu préparer son modèle d’IA. Réessayez plus tard, ou prévenez le responsable du site.',
    out_of_credits:
      'Ce site a épuisé ses crédits d’IA pour l’instant et ne peut pas écrire de recettes. Réessayez plus tard.',
    provider_auth: 'Le service d’IA a refusé notre clé d’accès. Prévenez le responsable du site.',
    model_unavailable:
      'Le modèle d’IA qui écrit les recettes n’est pas disponible pour le moment. Réessayez plus tard.',
    provider_busy: 'Le service d’IA est surchargé pour le moment. Réessayez dans une minute.',
    provider_error:
      'Le service d’IA a eu un problème en écrivant votre recette. Veuillez réessayer.',
    timeout: 'Le service d’IA a mis trop de temps à répondre. Veuillez réessayer.',
    network: 'Impossible de joindre le serveur de recettes. Vérifiez votre connexion et réessayez.',
    rate_limited_today:
      'Vous avez demandé autant de recettes qu’un visiteur peut en avoir par jour. Revenez plus tard.',
    slot_lost:
      'Le serveur a été brièvement surchargé et a dû arrêter cette recette. Veuillez réessayer.',
  },
};

export default fr;
