import type { OtherCatalog } from './catalog';

/** Español. */
const es: OtherCatalog = {
  appTitle: 'Generador de recetas',
  demoBadge: 'Demo',
  language: 'Idioma',
  demoNotice:
    'Demo: las recetas de aquí son ejemplos fijos, no las escribe un modelo de IA y no tienen en cuenta tus ingredientes.',
  addIngredient: 'Añadir ingrediente',
  ingredientPlaceholder: 'p. ej. leche (añade 3 ingredientes o más)',
  addIngredientButton: '+ Añadir ingrediente',
  fullList:
    'La lista está llena: una receta puede usar como mucho {max} ingredientes. Quita uno para añadir otro.',
  ingredientsHeading: 'Ingredientes que tienes:',
  remove: 'Quitar {name}',
  clearList: 'Vaciar la lista',
  readyHeading: '¿Listo para una receta?',
  readyText: 'Genera una receta con tu lista de ingredientes.',
  getRecipe: 'Obtener una receta',
  optionsSummary: 'Opciones: raciones, dieta, alimentos que evitar, unidades',
  servings: 'Raciones',
  any: 'Cualquiera',
  dietLegend: 'Dieta',
  unitsLegend: 'Unidades',
  unitsMetric: 'Métricas',
  unitsUs: 'De EE. UU.',
  vegetarian: 'vegetariana',
  vegan: 'vegana',
  'gluten-free': 'sin gluten',
  'dairy-free': 'sin lácteos',
  'nut-free': 'sin frutos secos',
  avoidLabel: 'Alimentos que evitar',
  avoidPlaceholder: 'p. ej. cacahuetes',
  avoidButton: 'Evitar',
  avoidFull: 'Como mucho {max} alimentos que evitar. Quita uno para añadir otro.',
  avoiding: 'Se evita',
  removeAvoid: 'Quitar {name} de los alimentos que evitar',
  recipeLabel: 'Receta propuesta',
  writing: 'Escribiendo tu receta…',
  waiting: 'Esperando al modelo local: {place}, {eta}.',
  yoursIsNext: 'la tuya es la siguiente',
  aheadOne: '{count} receta antes que la tuya',
  aheadOther: '{count} recetas antes que la tuya',
  underAMinute: 'menos de un minuto',
  aboutMinutes: 'unos {minutes} min',
  stopped: 'Has detenido la receta. Lo escrito hasta ahora se conserva.',
  cutOff: 'Esta receta se cortó: llegó al límite de longitud antes de terminar.',
  tryAgain: 'Reintentar',
  secondsOne: '{count} segundo',
  secondsOther: '{count} segundos',
  minutesOne: '{count} minuto',
  minutesOther: '{count} minutos',
  hoursOne: '{count} hora',
  hoursOther: '{count} horas',
  retryAfterMidnight: 'Podrás volver a intentarlo después de la medianoche UTC, dentro de {wait}.',
  readyIn: 'Debería estar listo en unos {wait}.',
  retryIn: 'Podrás volver a intentarlo dentro de {wait}.',
  versions: 'Versiones de la receta',
  previousVersion: 'Versión anterior',
  versionOf: 'Versión {shown} de {count}',
  nextVersion: 'Versión siguiente',
  changeLabel: 'Cambiar esta receta',
  changePlaceholder: 'p. ej. sin horno, solo tengo una sartén',
  changeButton: 'Cambiar la receta',
  getAnother: 'Otra receta',
  stop: 'Detener',
  copy: 'Copiar',
  print: 'Imprimir',
  share: 'Compartir',
  save: 'Guardar',
  linkToRecipe: 'Enlace a esta receta',
  importSummary: 'Importar una receta guardada',
  importHelpStart: 'Guardar crea un archivo de receta schema.org. Mealie: ',
  importHelpMealie: 'Import from HTML or JSON',
  importHelpEnd:
    ', pega el texto del archivo. Tandoor: impórtalo como fuente. Nextcloud Cookbook: ponlo en una carpeta de receta como ',
  recipeCopied: 'Receta copiada.',
  recipeNotCopied: 'No se pudo copiar la receta. Selecciona el texto y cópialo tú.',
  savedAs: 'Guardada como {file}.',
  notSaved: 'No se pudo guardar la receta. Vuelve a intentarlo o usa Copiar.',
  linkCopied: 'Enlace copiado: quien lo tenga verá esta receta.',
  linkNotCopied: 'No se pudo copiar el enlace. Cópialo de aquí: quien lo tenga verá esta receta.',
  linkNotOpened: 'No se pudo abrir este enlace de receta. Recarga la página y vuelve a intentarlo.',
  connectionLost:
    'Se perdió la conexión con el servidor antes de terminar la receta. Vuelve a intentarlo.',
  offline:
    'No tienes conexión: una receta nueva necesita el servidor de recetas. Las recetas guardadas están en Mis recetas.',
  somethingWrong: 'Algo salió mal. Vuelve a intentarlo.',
  notKept:
    'Este navegador no deja que la página guarde recetas (ventana privada, almacenamiento desactivado o lleno): las recetas que obtengas ahora se muestran, pero no se guardarán cuando te vayas.',
  myRecipes: 'Mis recetas',
  showMyRecipes: 'Mostrar mis recetas',
  hideMyRecipes: 'Ocultar mis recetas',
  loading: 'Cargando…',
  localReady:
    'Aquí las recetas las escribe en este servidor un pequeño modelo de IA local, no uno alojado.',
  localFailed:
    'Aún no se pudo descargar el modelo de recetas en este servidor. El servidor lo reintenta solo.',
  localLoading: 'Preparando el modelo de recetas: cargándolo',
  localProgress: 'Preparando el modelo de recetas: {percent} % de {size} MB',
  problems: {
    ingredientTooShort: 'Un ingrediente necesita al menos {min} caracteres.',
    ingredientTooLong: 'Un ingrediente puede tener como mucho {max} caracteres.',
    ingredientControl: 'Un ingrediente no puede contener caracteres de control.',
    ingredientInvisible:
      'Un ingrediente no puede contener caracteres invisibles (espacios de ancho cero o marcas de dirección del texto, que suelen pegarse sin querer). Escríbelo de nuevo.',
    notFood: 'Eso no es comida. Añade solo cosas que se puedan comer.',
    ingredientDuplicate: 'Ese ingrediente ya está en la lista.',
    avoidTooShort: 'Un alimento que evitar necesita al menos {min} caracteres.',
    avoidTooLong: 'Un alimento que evitar puede tener como mucho {max} caracteres.',
    avoidControl: 'Un alimento que evitar no puede contener caracteres de control.',
    avoidInvisible:
      'Un alimento que evitar no puede contener caracteres invisibles (espacios de ancho cero o marcas de dirección del texto, que suelen pegarse sin querer). Escríbelo de nuevo.',
    avoidDuplicate: 'Eso ya está en la lista de alimentos que evitar.',
    noRecipeToChange: 'No hay ninguna receta que cambiar.',
    recipeTooLong: 'La receta que cambiar puede tener como mucho {max} caracteres.',
    recipeControl:
      'La receta que cambiar no puede contener caracteres de control, salvo saltos de línea y tabulaciones.',
    changeTooShort: 'Di qué cambiar en al menos {min} caracteres.',
    changeTooLong: 'Un cambio puede tener como mucho {max} caracteres.',
    changeControl: 'Un cambio no puede contener caracteres de control.',
    changeInvisible:
      'Un cambio no puede contener caracteres invisibles (espacios de ancho cero o marcas de dirección del texto, que suelen pegarse sin querer). Escríbelo de nuevo.',
  },
  errors: {
    invalid_request: 'No se pudo entender la petición. Recarga la página y vuelve a intentarlo.',
    invalid_ingredients:
      'Revisa tus ingredientes: añade al menos 3, cada uno con al menos 3 caracteres.',
    not_found: 'No hay nada en esta dirección. Revisa el enlace o abre la página de recetas.',
    unsupported_media_type:
      'La petición debe enviarse como JSON. Recarga la página y vuelve a intentarlo.',
    request_timeout:
      'Tu petición tardó demasiado en llegar. Revisa tu conexión y vuelve a intentarlo.',
    headers_too_large:
      'La petición era demasiado grande. Borrar las cookies de este sitio puede ayudar.',
    payload_too_large:
      'Esa lista es demasiado larga. Quita algunos ingredientes y vuelve a intentarlo.',
    rate_limited:
      'Has pedido muchas recetas en poco tiempo. Espera un momento y vuelve a intentarlo.',
    busy: 'Ahora mismo se están escribiendo muchas recetas. Vuelve a intentarlo en unos segundos.',
    daily_limit_reached:
      'Las recetas de hoy ya están escritas: este sitio ha llegado a las que puede escribir en un día. Vuelve mañana; la cuenta empieza de nuevo a medianoche UTC.',
    unavailable:
      'Este servidor no puede comprobar sus límites ahora mismo, así que no acepta peticiones. Vuelve a intentarlo en un minuto.',
    not_configured:
      'Este servidor aún no tiene ningún modelo de IA (no hay proveedor de IA configurado). Avisa a quien gestiona el sitio.',
    model_loading:
      'Este servidor aún está preparando su modelo de IA. Vuelve a intentarlo en un momento.',
    model_download_failed:
      'Este servidor no pudo preparar su modelo de IA. Vuelve a intentarlo más tarde o avisa a quien gestiona el sitio.',
    out_of_credits:
      'Este sitio ha agotado por ahora sus créditos de IA y no puede escribir recetas. Vuelve a intentarlo más tarde.',
    provider_auth:
      'El servicio de IA rechazó nuestra clave de acceso. Avisa a quien gestiona el sitio.',
    model_unavailable:
      'El modelo de IA que escribe las recetas no está disponible ahora. Vuelve a intentarlo más tarde.',
    provider_busy: 'El servicio de IA está saturado ahora. Vuelve a intentarlo en un minuto.',
    provider_error:
      'El servicio de IA tuvo un problema al escribir tu receta. Vuelve a intentarlo.',
    timeout: 'El servicio de IA tardó demasiado en responder. Vuelve a intentarlo.',
    network:
      'No se pudo conectar con el servidor de recetas. Revisa tu conexión y vuelve a intentarlo.',
    rate_limited_today:
      'Has pedido tantas recetas como puede tener un visitante en un día. Vuelve más tarde.',
    slot_lost:
      'El servidor se saturó un momento y tuvo que detener esta receta. Vuelve a intentarlo.',
  },
};

export default es;
