import type { NewOfficeFileType } from '@qiao/contracts/office';

/**
 * The bytes of a new, empty document of each type the dialog offers. The OOXML ones are written
 * by the libraries that know the formats (one empty paragraph, one empty sheet, one empty slide),
 * so Word, Excel, PowerPoint and LibreOffice open them without a repair prompt; md and txt are
 * empty. Each is made once per process and reused: every blank of a type is the same bytes. The
 * libraries load on the first blank of their type, so an idle server does not hold them in memory
 * (see docs/decisions/042).
 */
const makers: Record<NewOfficeFileType, () => Promise<Buffer>> = {
  docx: async () => {
    const { Document, Packer, Paragraph } = await import('docx');
    return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('')] }] }));
  },
  xlsx: async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Qiao';
    workbook.addWorksheet('Sheet1');
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
  pptx: async () => {
    const { default: PptxGenJS } = await import('pptxgenjs');
    const presentation = new PptxGenJS();
    presentation.author = 'Qiao';
    presentation.addSlide();
    return (await presentation.write({ outputType: 'nodebuffer' })) as Buffer;
  },
  md: async () => Buffer.alloc(0),
  txt: async () => Buffer.alloc(0),
};

const made = new Map<NewOfficeFileType, Promise<Buffer>>();

export function blankDocument(type: NewOfficeFileType): Promise<Buffer> {
  let bytes = made.get(type);
  if (!bytes) {
    bytes = makers[type]();
    // A failure is not kept: the next call tries again.
    bytes.catch(() => made.delete(type));
    made.set(type, bytes);
  }
  return bytes;
}
