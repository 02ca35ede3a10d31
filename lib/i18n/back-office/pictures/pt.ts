import type { Widen } from "@/lib/i18n/widen";
import type { picturesEn } from "./en";

export const picturesPt: Widen<typeof picturesEn> = {
  overlay: {
    toggle: "Sobreposição da análise",
    drawn: "O que a sobreposição desenha",
    withheld: "A fotografia está oculta para o seu perfil: isto é o que a análise mediu nela, sem os caracteres da MRZ.",
    pixels: "As posições estão em píxeis da fotografia, x a partir da esquerda, y a partir do topo.",
    cardOutline: "Contorno do cartão (os quatro cantos da verificação da imagem): {corners}",
    noCardOutline: "Sem contorno do cartão: nada na fotografia se destacou do fundo.",
    face: "Rosto encontrado pela verificação do retrato: {width} × {height} px em ({x}, {y}), pontuação do detetor {score}",
    noFace: "Nenhum rosto encontrado neste lado.",
    glare: "Reflexos: {count} células da grelha 8 × 8 sobre o cartão com pelo menos 10 % dos píxeis saturados",
    glareSpot: "({x}, {y}), {width} × {height} px: {share} saturados",
    noGlare: "Reflexos: nenhuma célula do cartão tem 10 % dos píxeis saturados.",
    mrz: "MRZ ({layout}): {count} células, {uncertain} lidas sem margem clara",
    cell: "Linha {line}, coluna {column}: lido {character}, correspondência {score}, vantagem {margin}",
    cellHidden: "Linha {line}, coluna {column}: correspondência {score}, vantagem {margin}",
    uncertain: "incerto",
    everyCell: "Todas as células da MRZ",
    legendClear: "célula lida com clareza",
    legendUncertain: "célula lida sem margem clara",
  },
  cohort: {
    title: "Pontuações face aos processos recentes desta conta",
    window:
      "Cada gráfico conta a mesma pontuação nos últimos {window} processos terminados da conta que a têm (sem este), por valor: a linha tracejada é o limiar, a contínua este processo.",
    metrics: {
      "face-match": "Correspondência facial",
      liveness: "Prova de vida (a menor das duas pontuações dos modelos)",
      "document-focus": "Foco do documento, frente (variância do Laplaciano)",
      "document-glare": "Reflexos do documento, frente (fração de píxeis saturados)",
    },
    thisProcess: "Este processo",
    threshold: "Limiar",
    processes: "Processos",
    range: "De {from} a {to}",
    summary: "Este processo {score}; limiar {threshold}; {below} de {count} processos tiveram menos, {equal} o mesmo.",
    noThreshold: "nenhum guardado",
    tooSmall:
      "Só {count} outros processos desta conta têm esta pontuação; um histograma precisa de pelo menos {minimum}. Este processo: {score}.",
  },
};
