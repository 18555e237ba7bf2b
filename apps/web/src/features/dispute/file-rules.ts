import { REBUTTAL_LIMITS } from '@crossbill/contracts/dispute-states';
import type { DisputeScheme } from '@crossbill/contracts/dispute-reasons';

/**
 * Spec 5 mirrored in the drawer, so an operator learns a rule before uploading; the server checks the
 * bytes and stays the judge. Discover takes TIFF or JPEG (10 files of 5 MB), the others English
 * PDFs (10 files of 2 MB); a section holds at most 3 files.
 */
export interface FileRule {
  /** file name endings accepted (the picker's filter and the first check) */
  extensions: readonly string[];
  maxBytes: number;
  maxFiles: number;
  perSection: number;
  /** translation key (dispute namespace) naming the accepted types */
  typesKey: 'rules.pdf' | 'rules.discover';
}

export function ruleOf(scheme: DisputeScheme): FileRule {
  return scheme === 'discover'
    ? {
        extensions: ['.tif', '.tiff', '.jpg', '.jpeg'],
        maxBytes: REBUTTAL_LIMITS.discover.maxBytes,
        maxFiles: REBUTTAL_LIMITS.discover.maxFiles,
        perSection: REBUTTAL_LIMITS.perSection,
        typesKey: 'rules.discover',
      }
    : {
        extensions: ['.pdf'],
        maxBytes: REBUTTAL_LIMITS.pdf.maxBytes,
        maxFiles: REBUTTAL_LIMITS.pdf.maxFiles,
        perSection: REBUTTAL_LIMITS.perSection,
        typesKey: 'rules.pdf',
      };
}

/** The first rule a choice of files breaks, as a translation key and its values; null when none. */
export function checkFiles(rule: FileRule, files: readonly File[], already: number): { key: string; values: Record<string, string | number> } | null {
  const mb = rule.maxBytes / 1024 / 1024;
  for (const f of files) {
    const name = f.name.toLowerCase();
    if (!rule.extensions.some((x) => name.endsWith(x))) return { key: 'rules.wrongType', values: { name: f.name } };
    if (f.size > rule.maxBytes) return { key: 'rules.tooLarge', values: { name: f.name, mb } };
  }
  if (files.length > rule.maxFiles) return { key: 'rules.tooManyAtOnce', values: { max: rule.maxFiles } };
  if (already + files.length > rule.perSection) return { key: 'rules.tooManyInSection', values: { max: rule.perSection } };
  return null;
}
