import type { OtherCatalog } from './catalog';

/** Italiano. */
const it: OtherCatalog = {
  appTitle: 'Generatore di ricette',
  demoBadge: 'Demo',
  language: 'Lingua',
  demoNotice:
    'Demo: qui le ricette sono esempi già pronti, non scritti da un modello di IA, e ignorano i tuoi ingredienti.',
  addIngredient: 'Aggiungi ingrediente',
  ingredientPlaceholder: 'es. latte (servono almeno 3 ingredienti)',
  addIngredientButton: '+ Aggiungi ingrediente',
  fullList:
    'La lista è piena: una ricetta può usare al massimo {max} ingredienti. Togline uno per aggiungerne un altro.',
  ingredientsHeading: 'Ingredienti a disposizione:',
  remove: 'Togli {name}',
  clearList: 'Svuota la lista',
  readyHeading: 'Pronto per una ricetta?',
  readyText: 'Crea una ricetta con la tua lista di ingredienti.',
  getRecipe: 'Ottieni una ricetta',
  optionsSummary: 'Opzioni: porzioni, dieta, cose da evitare, unità',
  servings: 'Porzioni',
  any: 'Qualsiasi',
  dietLegend: 'Dieta',
  unitsLegend: 'Unità',
  unitsMetric: 'Metriche',
  unitsUs: 'Americane',
  vegetarian: 'vegetariana',
  vegan: 'vegana',
  'gluten-free': 'senza glutine',
  'dairy-free': 'senza latticini',
  'nut-free': 'senza frutta a guscio',
  avoidLabel: 'Cose da evitare',
  avoidPlaceholder: 'es. arachidi',
  avoidButton: 'Da evitare',
  avoidFull: 'Al massimo {max} cose da evitare. Togline una per aggiungerne un’altra.',
  avoiding: 'Da evitare',
  removeAvoid: 'Togli {name} dalle cose da evitare',
  recipeLabel: 'Ricetta proposta',
  writing: 'Sto scrivendo la tua ricetta…',
  waiting: 'In attesa del modello locale: {place}, {eta}.',
  yoursIsNext: 'la tua è la prossima',
  aheadOne: '{count} ricetta prima della tua',
  aheadOther: '{count} ricette prima della tua',
  underAMinute: 'meno di un minuto',
  aboutMinutes: 'circa {minutes} min',
  stopped: 'Hai fermato la ricetta. Quanto scritto finora resta.',
  cutOff:
    'Questa ricetta è stata interrotta: ha raggiunto il limite di lunghezza prima della fine.',
  tryAgain: 'Riprova',
  secondsOne: '{count} secondo',
  secondsOther: '{count} secondi',
  minutesOne: '{count} minuto',
  minutesOther: '{count} minuti',
  hoursOne: '{count} ora',
  hoursOther: '{count} ore',
  retryAfterMidnight: 'Potrai riprovare dopo la mezzanotte UTC, tra {wait}.',
  readyIn: 'Dovrebbe essere pronto tra circa {wait}.',
  retryIn: 'Potrai riprovare tra {wait}.',
  versions: 'Versioni della ricetta',
  previousVersion: 'Versione precedente',
  versionOf: 'Versione {shown} di {count}',
  nextVersion: 'Versione successiva',
  changeLabel: 'Modifica questa ricetta',
  changePlaceholder: 'es. niente forno, ho solo una padella',
  changeButton: 'Modifica la ricetta',
  getAnother: 'Un’altra ricetta',
  stop: 'Ferma',
  copy: 'Copia',
  print: 'Stampa',
  share: 'Condividi',
  save: 'Salva',
  linkToRecipe: 'Link a questa ricetta',
  importSummary: 'Importare una ricetta salvata',
  importHelpStart: 'Salva crea un file di ricetta schema.org. Mealie: ',
  importHelpMealie: 'Import from HTML or JSON',
  importHelpEnd:
    ', incolla il testo del file. Tandoor: importalo come fonte. Nextcloud Cookbook: mettilo in una cartella di ricetta come ',
  recipeCopied: 'Ricetta copiata.',
  recipeNotCopied: 'Impossibile copiare la ricetta. Seleziona il testo e copialo tu.',
  savedAs: 'Salvata come {file}.',
  notSaved: 'Impossibile salvare la ricetta. Riprova, oppure usa Copia.',
  linkCopied: 'Link copiato: chi lo ha vede questa ricetta.',
  linkNotCopied: 'Impossibile copiare il link. Copialo da qui: chi lo ha vede questa ricetta.',
  linkNotOpened: 'Impossibile aprire questo link di ricetta. Ricarica la pagina e riprova.',
  connectionLost:
    'La connessione al server si è interrotta prima della fine della ricetta. Riprova.',
  offline:
    'Sei offline: una nuova ricetta ha bisogno del server delle ricette. Le ricette salvate sono in Le mie ricette.',
  somethingWrong: 'Qualcosa è andato storto. Riprova.',
  notKept:
    'Questo browser non lascia che la pagina conservi ricette (finestra privata, archiviazione disattivata o piena): le ricette che ottieni ora si vedono, ma non resteranno quando esci.',
  myRecipes: 'Le mie ricette',
  showMyRecipes: 'Mostra le mie ricette',
  hideMyRecipes: 'Nascondi le mie ricette',
  loading: 'Caricamento…',
  localReady:
    'Qui le ricette sono scritte su questo server da un piccolo modello di IA locale, non ospitato altrove.',
  localFailed:
    'Il modello delle ricette non è ancora stato scaricato su questo server. Il server riprova da solo.',
  localLoading: 'Preparazione del modello delle ricette: caricamento',
  localProgress: 'Preparazione del modello delle ricette: {percent}% di {size} MB',
  problems: {
    ingredientTooShort: 'Un ingrediente deve avere almeno {min} caratteri.',
    ingredientTooLong: 'Un ingrediente può avere al massimo {max} caratteri.',
    ingredientControl: 'Un ingrediente non può contenere caratteri di controllo.',
    ingredientInvisible:
      'Un ingrediente non può contenere caratteri invisibili (spazi a larghezza zero o segni di direzione del testo, spesso incollati insieme). Riscrivilo.',
    notFood: 'Questo non è cibo. Inserisci solo cose che si possono mangiare.',
    ingredientDuplicate: 'Questo ingrediente è già nella lista.',
    avoidTooShort: 'Una cosa da evitare deve avere almeno {min} caratteri.',
    avoidTooLong: 'Una cosa da evitare può avere al massimo {max} caratteri.',
    avoidControl: 'Una cosa da evitare non può contenere caratteri di controllo.',
    avoidInvisible:
      'Una cosa da evitare non può contenere caratteri invisibili (spazi a larghezza zero o segni di direzione del testo, spesso incollati insieme). Riscrivila.',
    avoidDuplicate: 'È già nella lista delle cose da evitare.',
    noRecipeToChange: 'Non c’è nessuna ricetta da modificare.',
    recipeTooLong: 'La ricetta da modificare può avere al massimo {max} caratteri.',
    recipeControl:
      'La ricetta da modificare non può contenere caratteri di controllo, a parte gli a capo e le tabulazioni.',
    changeTooShort: 'Descrivi la modifica in almeno {min} caratteri.',
    changeTooLong: 'Una modifica può avere al massimo {max} caratteri.',
    changeControl: 'Una modifica non può contenere caratteri di controllo.',
    changeInvisible:
      'Una modifica non può contenere caratteri invisibili (spazi a larghezza zero o segni di direzione del testo, spesso incollati insieme). Riscrivila.',
  },
  errors: {
    invalid_request: 'Impossibile capire la richiesta. Ricarica la pagina e riprova.',
    invalid_ingredients: 'Controlla gli ingredienti: almeno 3, ognuno con almeno 3 caratteri.',
    not_found:
      'A questo indirizzo non c’è niente. Controlla il link o apri la pagina delle ricette.',
    unsupported_media_type: 'La richiesta va inviata come JSON. Ricarica la pagina e riprova.',
    request_timeout:
      'La tua richiesta ci ha messo troppo ad arrivare. Controlla la connessione e riprova.',
    headers_too_large:
      'La richiesta era troppo grande. Cancellare i cookie di questo sito può aiutare.',
    payload_too_large: 'La lista è troppo lunga. Togli qualche ingrediente e riprova.',
    rate_limited: 'Hai chiesto molte ricette in poco tempo. Aspetta un momento e riprova.',
    busy: 'In questo momento si stanno scrivendo molte ricette. Riprova tra qualche secondo.',
    daily_limit_reached:
      'Le ricette di oggi sono tutte scritte: questo sito ha raggiunto quante ne può scrivere in un giorno. Torna domani; il conteggio riparte a mezzanotte UTC.',
    unavailable:
      'Questo server ora non può verificare i suoi limiti, quindi non accetta richieste. Riprova tra un minuto.',
    not_configured:
      'Su questo server non è ancora impostato alcun modello di IA (nessun fornitore di IA configurato). Avvisa chi gestisce il sito.',
    model_loading: 'Questo server sta ancora preparando il suo modello di IA. Riprova tra poco.',
    model_download_failed:
      'Questo server non è riuscito a preparare il suo modello di IA. Riprova più tardi o avvisa chi gestisce il sito.',
    out_of_credits:
      'Questo sito ha esaurito per ora i crediti di IA e non può scrivere ricette. Riprova più tardi.',
    provider_auth:
      'Il servizio di IA ha rifiutato la nostra chiave di accesso. Avvisa chi gestisce il sito.',
    model_unavailable:
      'Il modello di IA che scrive le ricette ora non è disponibile. Riprova più tardi.',
    provider_busy: 'Il servizio di IA è sovraccarico in questo momento. Riprova tra un minuto.',
    provider_error:
      'Il servizio di IA ha avuto un problema nello scrivere la tua ricetta. Riprova.',
    timeout: 'Il servizio di IA ci ha messo troppo a rispondere. Riprova.',
    network: 'Impossibile raggiungere il server delle ricette. Controlla la connessione e riprova.',
    rate_limited_today:
      'Hai chiesto tutte le ricette che un visitatore può avere in un giorno. Torna più tardi.',
    slot_lost:
      'Il server è stato sovraccarico per un attimo e ha dovuto fermare questa ricetta. Riprova.',
  },
};

export default it;
