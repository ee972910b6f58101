import type { OtherCatalog } from './catalog';

/** Deutsch. */
const de: OtherCatalog = {
  appTitle: 'Rezeptgenerator',
  demoBadge: 'Demo',
  language: 'Sprache',
  demoNotice:
    'Demo: Die Rezepte hier sind feste Beispiele, nicht von einem KI-Modell geschrieben, und sie beachten Ihre Zutaten nicht.',
  addIngredient: 'Zutat hinzufügen',
  ingredientPlaceholder: 'z. B. Milch (mindestens 3 Zutaten angeben)',
  addIngredientButton: '+ Zutat hinzufügen',
  fullList:
    'Die Liste ist voll: Ein Rezept kann höchstens {max} Zutaten verwenden. Entfernen Sie eine, um eine andere hinzuzufügen.',
  ingredientsHeading: 'Vorhandene Zutaten:',
  remove: '{name} entfernen',
  clearList: 'Liste leeren',
  readyHeading: 'Bereit für ein Rezept?',
  readyText: 'Lassen Sie sich aus Ihren Zutaten ein Rezept schreiben.',
  getRecipe: 'Rezept holen',
  optionsSummary: 'Optionen: Portionen, Ernährungsweise, Unverträgliches, Maßeinheiten',
  servings: 'Portionen',
  any: 'Beliebig',
  dietLegend: 'Ernährungsweise',
  unitsLegend: 'Maßeinheiten',
  unitsMetric: 'Metrisch',
  unitsUs: 'US-Maße',
  vegetarian: 'vegetarisch',
  vegan: 'vegan',
  'gluten-free': 'glutenfrei',
  'dairy-free': 'ohne Milchprodukte',
  'nut-free': 'ohne Nüsse',
  avoidLabel: 'Zu vermeiden',
  avoidPlaceholder: 'z. B. Erdnüsse',
  avoidButton: 'Vermeiden',
  avoidFull:
    'Höchstens {max} Dinge zum Vermeiden. Entfernen Sie eines, um ein anderes hinzuzufügen.',
  avoiding: 'Wird vermieden',
  removeAvoid: '{name} nicht mehr vermeiden',
  recipeLabel: 'Vorgeschlagenes Rezept',
  writing: 'Ihr Rezept wird geschrieben …',
  waiting: 'Warten auf das lokale Modell: {place}, {eta}.',
  yoursIsNext: 'Ihres ist als Nächstes dran',
  aheadOne: '{count} Rezept vor Ihrem',
  aheadOther: '{count} Rezepte vor Ihrem',
  underAMinute: 'weniger als eine Minute',
  aboutMinutes: 'etwa {minutes} Min.',
  stopped: 'Sie haben das Rezept angehalten. Was bisher geschrieben wurde, bleibt erhalten.',
  cutOff:
    'Dieses Rezept wurde abgeschnitten: Es hat die Längengrenze erreicht, bevor es fertig war.',
  tryAgain: 'Erneut versuchen',
  secondsOne: '{count} Sekunde',
  secondsOther: '{count} Sekunden',
  minutesOne: '{count} Minute',
  minutesOther: '{count} Minuten',
  hoursOne: '{count} Stunde',
  hoursOther: '{count} Stunden',
  retryAfterMidnight: 'Sie können es nach Mitternacht UTC erneut versuchen, in {wait}.',
  readyIn: 'Es sollte in etwa {wait} bereit sein.',
  retryIn: 'Sie können es in {wait} erneut versuchen.',
  versions: 'Rezeptversionen',
  previousVersion: 'Vorherige Version',
  versionOf: 'Version {shown} von {count}',
  nextVersion: 'Nächste Version',
  changeLabel: 'Dieses Rezept ändern',
  changePlaceholder: 'z. B. kein Backofen, ich habe nur eine Pfanne',
  changeButton: 'Rezept ändern',
  getAnother: 'Anderes Rezept holen',
  stop: 'Anhalten',
  copy: 'Kopieren',
  print: 'Drucken',
  share: 'Teilen',
  save: 'Speichern',
  linkToRecipe: 'Link zu diesem Rezept',
  importSummary: 'Ein gespeichertes Rezept importieren',
  importHelpStart: 'Speichern erzeugt eine schema.org-Rezeptdatei. Mealie: ',
  importHelpMealie: 'Import from HTML or JSON',
  importHelpEnd:
    ', den Text der Datei einfügen. Tandoor: als Quelle importieren. Nextcloud Cookbook: in einen Rezeptordner legen als ',
  recipeCopied: 'Rezept kopiert.',
  recipeNotCopied:
    'Das Rezept konnte nicht kopiert werden. Markieren Sie den Text und kopieren Sie ihn selbst.',
  savedAs: 'Gespeichert als {file}.',
  notSaved:
    'Das Rezept konnte nicht gespeichert werden. Versuchen Sie es erneut oder nutzen Sie Kopieren.',
  linkCopied: 'Link kopiert: Wer ihn hat, sieht dieses Rezept.',
  linkNotCopied:
    'Der Link konnte nicht kopiert werden. Kopieren Sie ihn von hier: Wer ihn hat, sieht dieses Rezept.',
  linkNotOpened:
    'Dieser Rezeptlink konnte nicht geöffnet werden. Laden Sie die Seite neu und versuchen Sie es erneut.',
  connectionLost:
    'Die Verbindung zum Server ist abgebrochen, bevor das Rezept fertig war. Bitte versuchen Sie es erneut.',
  offline:
    'Sie sind offline: Ein neues Rezept braucht den Rezeptserver. Ihre gemerkten Rezepte finden Sie unter Meine Rezepte.',
  somethingWrong: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
  notKept:
    'Dieser Browser lässt die Seite keine Rezepte behalten (privates Fenster, Speicher abgeschaltet oder voll): Rezepte, die Sie jetzt bekommen, werden angezeigt, aber nach dem Verlassen nicht behalten.',
  myRecipes: 'Meine Rezepte',
  showMyRecipes: 'Meine Rezepte zeigen',
  hideMyRecipes: 'Meine Rezepte ausblenden',
  loading: 'Wird geladen …',
  localReady:
    'Die Rezepte hier schreibt ein kleines lokales KI-Modell auf diesem Server, kein gehostetes.',
  localFailed:
    'Das Rezeptmodell konnte auf diesem Server noch nicht geladen werden. Der Server versucht es von selbst erneut.',
  localLoading: 'Das Rezeptmodell wird vorbereitet: Es wird geladen',
  localProgress: 'Das Rezeptmodell wird vorbereitet: {percent} % von {size} MB',
  problems: {
    ingredientTooShort: 'Eine Zutat braucht mindestens {min} Zeichen.',
    ingredientTooLong: 'Eine Zutat darf höchstens {max} Zeichen haben.',
    ingredientControl: 'Eine Zutat darf keine Steuerzeichen enthalten.',
    ingredientInvisible:
      'Eine Zutat darf keine unsichtbaren Zeichen enthalten (Leerzeichen ohne Breite oder Textrichtungszeichen, oft mit eingefügt). Tippen Sie sie neu ein.',
    notFood: 'Das ist kein Lebensmittel. Geben Sie nur Dinge an, die man essen kann.',
    ingredientDuplicate: 'Diese Zutat steht schon auf der Liste.',
    avoidTooShort: 'Was vermieden werden soll, braucht mindestens {min} Zeichen.',
    avoidTooLong: 'Was vermieden werden soll, darf höchstens {max} Zeichen haben.',
    avoidControl: 'Was vermieden werden soll, darf keine Steuerzeichen enthalten.',
    avoidInvisible:
      'Was vermieden werden soll, darf keine unsichtbaren Zeichen enthalten (Leerzeichen ohne Breite oder Textrichtungszeichen, oft mit eingefügt). Tippen Sie es neu ein.',
    avoidDuplicate: 'Das steht schon auf der Liste der Dinge, die vermieden werden.',
    noRecipeToChange: 'Es gibt kein Rezept zum Ändern.',
    recipeTooLong: 'Das zu ändernde Rezept darf höchstens {max} Zeichen haben.',
    recipeControl:
      'Das zu ändernde Rezept darf außer Zeilenumbrüchen und Tabulatoren keine Steuerzeichen enthalten.',
    changeTooShort: 'Beschreiben Sie die Änderung in mindestens {min} Zeichen.',
    changeTooLong: 'Eine Änderung darf höchstens {max} Zeichen haben.',
    changeControl: 'Eine Änderung darf keine Steuerzeichen enthalten.',
    changeInvisible:
      'Eine Änderung darf keine unsichtbaren Zeichen enthalten (Leerzeichen ohne Breite oder Textrichtungszeichen, oft mit eingefügt). Tippen Sie sie neu ein.',
  },
  errors: {
    invalid_request:
      'Die Anfrage war nicht verständlich. Laden Sie die Seite neu und versuchen Sie es erneut.',
    invalid_ingredients: 'Prüfen Sie Ihre Zutaten: mindestens 3, jede mit mindestens 3 Zeichen.',
    not_found:
      'Unter dieser Adresse gibt es nichts. Prüfen Sie den Link oder öffnen Sie die Rezeptseite.',
    unsupported_media_type:
      'Die Anfrage muss als JSON gesendet werden. Laden Sie die Seite neu und versuchen Sie es erneut.',
    request_timeout:
      'Ihre Anfrage hat zu lange gebraucht. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    headers_too_large:
      'Die Anfrage war zu groß. Es kann helfen, die Cookies dieser Seite zu löschen.',
    payload_too_large:
      'Diese Liste ist zu lang. Entfernen Sie einige Zutaten und versuchen Sie es erneut.',
    rate_limited:
      'Sie haben in kurzer Zeit viele Rezepte angefragt. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    busy: 'Gerade werden viele Rezepte geschrieben. Bitte versuchen Sie es in ein paar Sekunden erneut.',
    daily_limit_reached:
      'Die Rezepte für heute sind alle geschrieben: Diese Seite hat erreicht, was sie an einem Tag schreiben kann. Bitte kommen Sie morgen wieder; die Zählung beginnt um Mitternacht UTC neu.',
    unavailable:
      'Dieser Server kann seine Grenzen gerade nicht prüfen und nimmt deshalb keine Anfragen an. Bitte versuchen Sie es in einer Minute erneut.',
    not_configured:
      'Auf diesem Server ist noch kein KI-Modell eingerichtet (kein KI-Anbieter konfiguriert). Bitte sagen Sie es dem Betreiber der Seite.',
    model_loading:
      'Dieser Server bereitet sein KI-Modell noch vor. Bitte versuchen Sie es gleich noch einmal.',
    model_download_failed:
      'Dieser Server konnte sein KI-Modell nicht vorbereiten. Bitte versuchen Sie es später erneut oder sagen Sie es dem Betreiber der Seite.',
    out_of_credits:
      'Diese Seite hat ihr KI-Guthaben vorerst aufgebraucht und kann gerade keine Rezepte schreiben. Bitte versuchen Sie es später erneut.',
    provider_auth:
      'Der KI-Dienst hat unseren Zugangsschlüssel abgelehnt. Bitte sagen Sie es dem Betreiber der Seite.',
    model_unavailable:
      'Das KI-Modell, das die Rezepte schreibt, ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
    provider_busy:
      'Der KI-Dienst ist gerade überlastet. Bitte versuchen Sie es in einer Minute erneut.',
    provider_error:
      'Beim KI-Dienst ist beim Schreiben Ihres Rezepts ein Problem aufgetreten. Bitte versuchen Sie es erneut.',
    timeout: 'Der KI-Dienst hat zu lange gebraucht. Bitte versuchen Sie es erneut.',
    network:
      'Der Rezeptserver ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    rate_limited_today:
      'Sie haben so viele Rezepte angefragt, wie ein Besucher an einem Tag bekommen kann. Bitte kommen Sie später wieder.',
    slot_lost:
      'Der Server war kurz überlastet und musste dieses Rezept abbrechen. Bitte versuchen Sie es erneut.',
  },
};

export default de;
