import { amlTexts } from "@/lib/steps/aml/texts";
import { codeTexts } from "@/lib/steps/code/texts";
import { digitalKeyTexts } from "@/lib/steps/digital-key/texts";
import { documentTexts } from "@/lib/steps/document/texts";
import { faceTexts } from "@/lib/steps/face/texts";
import { jointOwnershipTexts } from "@/lib/steps/joint-ownership/texts";
import { videoconferenceTexts } from "@/lib/steps/videoconference/texts";
import type { ApplicantDictionary } from "./en";

export const applicantPt: ApplicantDictionary = {
  langTag: "pt",
  continue: "Continuar",
  sending: "A enviar…",
  back: "Voltar",
  retry: "Tentar de novo",
  retake: "Repetir",
  required: "Obrigatório",
  optional: "opcional",
  attemptsLeft: (n: number) => (n === 1 ? "Resta 1 tentativa" : `Restam ${n} tentativas`),
  progress: (position: number, total: number) => `Passo ${position} de ${total}`,
  messages: {
    code: (code: string, minutes: number) => `O seu código de verificação é ${code}. É válido durante ${minutes} minutos.`,
    linkSubject: "Continue a verificação da sua identidade",
    link: (name: string, link: string, hours: number) =>
      `Olá ${name},\n\nContinue a verificação da sua identidade aqui:\n${link}\n\nA ligação é válida durante ${hours} horas.`,
  },
  linkInvalidTitle: "Esta ligação não pode ser usada",
  linkInvalidBody: "A ligação expirou ou não é válida. Peça uma nova ligação à empresa que a enviou e abra a mais recente no seu e-mail.",
  unavailableTitle: "Esta verificação não está disponível",
  unavailableBody: "Não pode ser continuada neste momento. Contacte a empresa que lhe pediu a verificação da identidade.",
  finishedTitle: "Verificação concluída",
  finishedBody: "Obrigado. Concluiu todos os passos; não há mais nada a fazer. Pode fechar esta página.",
  negativeTitle: "Não foi possível concluir a verificação",
  negativeBody:
    "Uma das verificações não passou depois das tentativas permitidas, por isso esta verificação terminou. Contacte a empresa que lhe pediu a verificação; pode iniciar uma nova.",
  fields: {
    name: "Nome completo",
    email: "E-mail",
    phone: "Telemóvel",
    birthday: "Data de nascimento",
    country: "Nacionalidade (país)",
    peoples: "Sou uma pessoa politicamente exposta",
    zipcode: "Código postal",
  },
  countryCode: "País",
  number: "Número",
  invalid: {
    email: "Indique um e-mail como nome@exemplo.pt.",
    phone: "Indique o número de telemóvel sem o indicativo do país.",
    birthday: "Indique uma data no passado.",
    country: "Escolha um país.",
    zipcode: "Indique o código postal.",
  },
  capture: {
    useCamera: "Usar a câmara",
    takePhoto: "Tirar fotografia",
    upload: "Carregar uma fotografia",
    cameraUnavailable: "A câmara não está disponível. Carregue uma fotografia.",
    preview: "Pré-visualização da fotografia",
    selfieHint: "Olhe para a câmara com a cara dentro da oval, com boa luz, sem óculos nem chapéu.",
    selfie: "A sua fotografia",
    record: "Gravar um vídeo curto (5 segundos)",
    recording: "A gravar…",
    recorded: "Vídeo gravado.",
    videoHint: "Olhe para a câmara e rode a cabeça devagar para a esquerda e para a direita.",
    uploadVideo: "Carregar um vídeo",
    videoCameraUnavailable: "A câmara não está disponível. Carregue um vídeo curto do seu rosto.",
  },
  // Each step family's own sections (lib/steps/<family>/texts.ts).
  ...documentTexts.pt,
  ...faceTexts.pt,
  ...codeTexts.pt,
  ...videoconferenceTexts.pt,
  ...jointOwnershipTexts.pt,
  ...amlTexts.pt,
  ...digitalKeyTexts.pt,
  checks: {
    screening: "não foi possível concluir esta verificação automaticamente; a nossa equipa vai analisar o seu pedido",
    unavailable: "não foi possível concluir a verificação neste momento; nada se perdeu",
    video: "o vídeo tem de mostrar a sua cara o tempo todo, a mexer-se ligeiramente; grave de novo de frente para a câmara",
    liveness: "a fotografia não parece tirada ao vivo; tire-a de novo com a câmara, de frente, com boa luz",
    digitalKey: "não foi possível validar a autenticação com a Chave Móvel Digital; autentique-se de novo",
    documentImage: "a fotografia do documento está desfocada, escura ou com reflexos; fotografe o documento inteiro, pousado, com boa luz",
    documentUnreadable:
      "não conseguimos ler as linhas de código do documento (as linhas com letras e sinais <); fotografe o lado onde estão, nítido e sem reflexos",
    documentExpired: "o documento está fora de validade; use um documento válido",
    documentMismatch:
      "o nome, a data de nascimento ou a nacionalidade do documento não coincidem com os que indicou; confirme os seus dados ou use o seu próprio documento",
    noFace: "não encontrámos uma cara na fotografia; olhe para a câmara com a cara inteira dentro da oval, com boa luz",
    faceMismatch: "a cara na fotografia não corresponde à do documento; tire uma fotografia de si próprio, de frente para a câmara",
    codeWrong: "o código não é o que enviámos; veja o SMS e escreva-o de novo",
    codeExpired: "o código expirou; peça um novo",
  },
  errors: {
    generic: "Ocorreu um erro do nosso lado. Tente de novo dentro de momentos.",
    invalid: "Algumas respostas precisam de correção. Veja os campos assinalados.",
    failed: "Não passou na verificação:",
    tryAgain: "Tente de novo.",
    moved: "A página estava desatualizada; agora mostra onde está a sua verificação.",
    tooLarge: "O ficheiro é demasiado grande. Tire a fotografia de novo ou escolha um ficheiro mais pequeno.",
    busy: "Demasiadas tentativas em pouco tempo. Aguarde um minuto e tente de novo.",
    finished: "Esta verificação já terminou.",
    backPrevented: "Não é possível voltar atrás a partir deste passo.",
    noPrevious: "Não há passo anterior.",
    notInCall: "A videochamada não está disponível neste passo.",
    consentRequired: "Concorde primeiro com o tratamento do seu rosto: recarregue a página para ler com o que concorda.",
    uploadNotAllowed: "Este passo precisa de uma fotografia tirada agora com a câmara, não de um ficheiro: use a câmara.",
  },
};
