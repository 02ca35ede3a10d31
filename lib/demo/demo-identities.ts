import type { DemoDocumentData } from "@/lib/demo/render-demo-document";

export const portugueseIdCard: DemoDocumentData = {
  doctype: "idcard",
  issuingState: "PRT",
  nationality: "PRT",
  surname: "Conceição Sousa",
  givenNames: "Maria Inês",
  documentNumber: "C12345678",
  birthDate: "1990-04-12",
  expiryDate: "2031-05-30",
  sex: "F",
  personalNumber: "123456789",
};

export const germanPassport: DemoDocumentData = {
  doctype: "passport",
  issuingState: "D",
  nationality: "D",
  surname: "Müller",
  givenNames: "Anna Lena",
  documentNumber: "C01X00T47",
  birthDate: "1985-11-03",
  expiryDate: "2033-02-14",
  sex: "F",
};
