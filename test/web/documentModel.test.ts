import {
  formatSize,
  percentSent,
  titleFromFileName,
  toDocumentChange,
  toDocumentUpload,
  validateFile,
  validateTitle,
} from '../../src/resources/documents/documentModel';
import { pdfFile } from './documentFixtures';

describe('documentModel', () => {
  it('sends the title trimmed, the visibility and the chosen file', () => {
    const file = pdfFile();
    expect(toDocumentUpload({ title: '  Statuten ', isVisible: true, file: { rawFile: file } })).toEqual({
      title: 'Statuten',
      isVisible: true,
      file,
    });
    expect(toDocumentChange({ title: ' Statuten 2027 ', isVisible: false })).toEqual({
      title: 'Statuten 2027',
      isVisible: false,
    });
  });

  it('checks the title and the file (chosen, at most 25 MB)', () => {
    expect(validateTitle('  ')).toBe('resources.documents.reasons.required');
    expect(validateTitle('x'.repeat(201))).toBe('resources.documents.reasons.tooLong');
    expect(validateTitle('Statuten')).toBeUndefined();
    expect(validateFile(null)).toBe('resources.documents.reasons.required');
    expect(validateFile({ rawFile: pdfFile() })).toBeUndefined();
    const big = pdfFile('groot.pdf', 8);
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    expect(validateFile({ rawFile: big })).toBe('resources.documents.reasons.tooLarge');
  });

  it('suggests a title from the file name', () => {
    expect(titleFromFileName('reglement_tentoonstelling-2027.pdf')).toBe('reglement tentoonstelling 2027');
    expect(titleFromFileName('Statuten')).toBe('Statuten');
  });

  it('shows sizes and progress as people read them', () => {
    expect(formatSize(48_213, 'nl-BE')).toBe('47,1 kB');
    expect(formatSize(3_250_000, 'en')).toBe('3.1 MB');
    expect(formatSize(12, 'en')).toBe('0.1 kB');
    expect(percentSent(333, 1000)).toBe(33);
    expect(percentSent(5, 0)).toBe(0);
  });
});
