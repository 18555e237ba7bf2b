import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { inLanguage } from '../test/utils';
import { XlsxDropzone } from './xlsx-dropzone';

const texts = { drop: 'Drop the file here', hint: 'xlsx, up to 5 MB', tooLarge: 'too large', uploaded: 'uploaded', uploadFailed: 'failed' };

function show() {
  render(<XlsxDropzone maxBytes={5 * 1024 * 1024} upload={() => undefined} texts={texts} />);
}

describe('xlsx drop zone', () => {
  it('names the date of the current templates', async () => {
    await inLanguage('en');
    show();
    // en-GB dates; ICU versions spell the month Sep or Sept
    expect(screen.getByText(/^Template updated on 22 Sept? 2025: an older copy may be refused\.$/)).toBeTruthy();
  });

  it('names it in Chinese too', async () => {
    await inLanguage('zh-cn');
    show();
    expect(screen.getByText('模板更新于 2025年9月22日，旧版模板可能无法通过校验。')).toBeTruthy();
  });
});
