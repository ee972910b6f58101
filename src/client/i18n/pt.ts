import type { OtherCatalog } from './catalog';

/** Português. */
const pt: OtherCatalog = {
  appTitle: 'Gerador de receitas',
  demoBadge: 'Demo',
  language: 'Idioma',
  demoNotice:
    'Demo: as receitas aqui são exemplos prontos, não escritos por um modelo de IA, e ignoram os seus ingredientes.',
  addIngredient: 'Adicionar ingrediente',
  ingredientPlaceholder: 'ex.: leite (indique 3 ingredientes ou mais)',
  addIngredientButton: '+ Adicionar ingrediente',
  fullList:
    'A lista está cheia: uma receita pode usar no máximo {max} ingredientes. Retire um para adicionar outro.',
  ingredientsHeading: 'Ingredientes disponíveis:',
  remove: 'Retirar {name}',
  clearList: 'Limpar a lista',
  readyHeading: 'Pronto para uma receita?',
  readyText: 'Crie uma receita com a sua lista de ingredientes.',
  getRecipe: 'Obter uma receita',
  optionsSummary: 'Opções: doses, alimentação, o que evitar, unidades',
  servings: 'Doses',
  any: 'Qualquer',
  dietLegend: 'Alimentação',
  unitsLegend: 'Unidades',
  unitsMetric: 'Métricas',
  unitsUs: 'Americanas',
  vegetarian: 'vegetariana',
  vegan: 'vegana',
  'gluten-free': 'sem glúten',
  'dairy-free': 'sem lacticínios',
  'nut-free': 'sem frutos secos',
  avoidLabel: 'O que evitar',
  avoidPlaceholder: 'ex.: amendoins',
  avoidButton: 'Evitar',
  avoidFull: 'No máximo {max} coisas a evitar. Retire uma para adicionar outra.',
  avoiding: 'A evitar',
  removeAvoid: 'Retirar {name} do que evitar',
  recipeLabel: 'Receita sugerida',
  writing: 'A escrever a sua receita…',
  waiting: 'À espera do modelo local: {place}, {eta}.',
  yoursIsNext: 'a sua é a próxima',
  aheadOne: '{count} receita antes da sua',
  aheadOther: '{count} receitas antes da sua',
  underAMinute: 'menos de um minuto',
  aboutMinutes: 'cerca de {minutes} min',
  stopped: 'Parou a receita. O que já estava escrito fica guardado.',
  cutOff: 'Esta receita foi cortada: atingiu o limite de comprimento antes de terminar.',
  tryAgain: 'Tentar de novo',
  secondsOne: '{count} segundo',
  secondsOther: '{count} segundos',
  minutesOne: '{count} minuto',
  minutesOther: '{count} minutos',
  hoursOne: '{count} hora',
  hoursOther: '{count} horas',
  retryAfterMidnight: 'Pode tentar de novo depois da meia-noite UTC, daqui a {wait}.',
  readyIn: 'Deve ficar pronto dentro de cerca de {wait}.',
  retryIn: 'Pode tentar de novo daqui a {wait}.',
  versions: 'Versões da receita',
  previousVersion: 'Versão anterior',
  versionOf: 'Versão {shown} de {count}',
  nextVersion: 'Versão seguinte',
  changeLabel: 'Alterar esta receita',
  changePlaceholder: 'ex.: sem forno, só tenho uma frigideira',
  changeButton: 'Alterar a receita',
  getAnother: 'Outra receita',
  stop: 'Parar',
  copy: 'Copiar',
  print: 'Imprimir',
  share: 'Partilhar',
  save: 'Guardar',
  linkToRecipe: 'Ligação para esta receita',
  importSummary: 'Importar uma receita guardada',
  importHelpStart: 'Guardar cria um ficheiro de receita schema.org. Mealie: ',
  importHelpMealie: 'Import from HTML or JSON',
  importHelpEnd:
    ', cole o texto do ficheiro. Tandoor: importe-o como fonte. Nextcloud Cookbook: coloque-o numa pasta de receita como ',
  recipeCopied: 'Receita copiada.',
  recipeNotCopied: 'Não foi possível copiar a receita. Selecione o texto e copie-o.',
  savedAs: 'Guardada como {file}.',
  notSaved: 'Não foi possível guardar a receita. Tente de novo ou use Copiar.',
  linkCopied: 'Ligação copiada: quem a tiver vê esta receita.',
  linkNotCopied: 'Não foi possível copiar a ligação. Copie-a daqui: quem a tiver vê esta receita.',
  linkNotOpened:
    'Não foi possível abrir esta ligação de receita. Recarregue a página e tente de novo.',
  connectionLost:
    'A ligação ao servidor perdeu-se antes de a receita terminar. Tente de novo, por favor.',
  offline:
    'Está sem ligação: uma receita nova precisa do servidor de receitas. As receitas guardadas estão em As minhas receitas.',
  somethingWrong: 'Algo correu mal. Tente de novo, por favor.',
  notKept:
    'Este navegador não deixa a página guardar receitas (janela privada, armazenamento desligado ou cheio): as receitas que obtiver agora aparecem, mas não ficam guardadas quando sair.',
  myRecipes: 'As minhas receitas',
  showMyRecipes: 'Mostrar as minhas receitas',
  hideMyRecipes: 'Esconder as minhas receitas',
  loading: 'A carregar…',
  localReady:
    'Aqui as receitas são escritas neste servidor por um pequeno modelo de IA local, não alojado fora.',
  localFailed:
    'Ainda não foi possível obter o modelo de receitas neste servidor. O servidor volta a tentar sozinho.',
  localLoading: 'A preparar o modelo de receitas: a carregá-lo',
  localProgress: 'A preparar o modelo de receitas: {percent}% de {size} MB',
  problems: {
    ingredientTooShort: 'Um ingrediente precisa de pelo menos {min} caracteres.',
    ingredientTooLong: 'Um ingrediente pode ter no máximo {max} caracteres.',
    ingredientControl: 'Um ingrediente não pode conter caracteres de controlo.',
    ingredientInvisible:
      'Um ingrediente não pode conter caracteres invisíveis (espaços de largura zero ou marcas de direção do texto, muitas vezes colados sem querer). Escreva-o de novo.',
    notFood: 'Isso não é comida. Indique apenas coisas que se podem comer.',
    ingredientDuplicate: 'Esse ingrediente já está na lista.',
    avoidTooShort: 'Algo a evitar precisa de pelo menos {min} caracteres.',
    avoidTooLong: 'Algo a evitar pode ter no máximo {max} caracteres.',
    avoidControl: 'Algo a evitar não pode conter caracteres de controlo.',
    avoidInvisible:
      'Algo a evitar não pode conter caracteres invisíveis (espaços de largura zero ou marcas de direção do texto, muitas vezes colados sem querer). Escreva-o de novo.',
    avoidDuplicate: 'Isso já está na lista do que evitar.',
    noRecipeToChange: 'Não há nenhuma receita para alterar.',
    recipeTooLong: 'A receita a alterar pode ter no máximo {max} caracteres.',
    recipeControl:
      'A receita a alterar não pode conter caracteres de controlo além de quebras de linha e tabulações.',
    changeTooShort: 'Diga o que alterar em pelo menos {min} caracteres.',
    changeTooLong: 'Uma alteração pode ter no máximo {max} caracteres.',
    changeControl: 'Uma alteração não pode conter caracteres de controlo.',
    changeInvisible:
      'Uma alteração não pode conter caracteres invisíveis (espaços de largura zero ou marcas de direção do texto, muitas vezes colados sem querer). Escreva-a de novo.',
  },
  errors: {
    invalid_request: 'Não foi possível entender o pedido. Recarregue a página e tente de novo.',
    invalid_ingredients:
      'Verifique os ingredientes: pelo menos 3, cada um com pelo menos 3 caracteres.',
    not_found: 'Não há nada neste endereço. Verifique a ligação ou abra a página de receitas.',
    unsupported_media_type:
      'O pedido tem de ser enviado como JSON. Recarregue a página e tente de novo.',
    request_timeout:
      'O seu pedido demorou demasiado a chegar. Verifique a ligação e tente de novo.',
    headers_too_large: 'O pedido era demasiado grande. Apagar os cookies deste site pode ajudar.',
    payload_too_large: 'A lista é demasiado longa. Retire alguns ingredientes e tente de novo.',
    rate_limited: 'Pediu muitas receitas em pouco tempo. Aguarde um momento e tente de novo.',
    busy: 'Estão a ser escritas muitas receitas neste momento. Tente de novo daqui a uns segundos.',
    daily_limit_reached:
      'As receitas de hoje estão todas escritas: este site atingiu o número que pode escrever num dia. Volte amanhã; a contagem recomeça à meia-noite UTC.',
    unavailable:
      'Este servidor não consegue verificar os seus limites agora, por isso não aceita pedidos. Tente de novo daqui a um minuto.',
    not_configured:
      'Ainda não há nenhum modelo de IA configurado neste servidor (nenhum fornecedor de IA). Avise o responsável do site.',
    model_loading:
      'Este servidor ainda está a preparar o seu modelo de IA. Tente de novo dentro de momentos.',
    model_download_failed:
      'Este servidor não conseguiu preparar o seu modelo de IA. Tente mais tarde ou avise o responsável do site.',
    out_of_credits:
      'Este site esgotou por agora os créditos de IA e não pode escrever receitas. Tente mais tarde.',
    provider_auth: 'O serviço de IA recusou a nossa chave de acesso. Avise o responsável do site.',
    model_unavailable:
      'O modelo de IA que escreve as receitas não está disponível agora. Tente mais tarde.',
    provider_busy:
      'O serviço de IA está sobrecarregado neste momento. Tente de novo daqui a um minuto.',
    provider_error:
      'O serviço de IA teve um problema ao escrever a sua receita. Tente de novo, por favor.',
    timeout: 'O serviço de IA demorou demasiado a responder. Tente de novo, por favor.',
    network:
      'Não foi possível contactar o servidor de receitas. Verifique a ligação e tente de novo.',
    rate_limited_today:
      'Pediu tantas receitas quantas um visitante pode ter num dia. Volte mais tarde.',
    slot_lost:
      'O servidor esteve brevemente sobrecarregado e teve de parar esta receita. Tente de novo, por favor.',
  },
};

export default pt;
