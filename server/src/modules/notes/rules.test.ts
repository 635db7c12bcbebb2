import { describe, expect, it } from 'vitest';
import { checkNote, noteExcerpt } from './rules';

describe('what a note may be', () => {
  it.each([
    ['', '<p>内容</p>', 'noteTitleEmpty'],
    ['   \n ', '<p>内容</p>', 'noteTitleEmpty'],
    ['标题', '', 'noteContentEmpty'],
    ['标题', '<p>&nbsp;</p><p><br></p>', 'noteContentEmpty'],
    ['标题', '<script>alert(1)</script>', 'noteContentEmpty'],
    ['标题', '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>', 'notePastedImage'],
    ['标题', '<p>见图</p><IMG SRC = "data:image/gif;base64,R0lG">', 'notePastedImage'],
  ])('refuses title %j with content %j as %s', (title, content, error) => {
    expect(checkNote({ title, content })).toEqual({ ok: false, error });
  });

  it('keeps a note with text or a picture, sanitised, its title trimmed', () => {
    expect(
      checkNote({
        title: '  第一课  生词 ',
        content: '<p onclick="x()"><strong>你好</strong><script>x()</script></p>',
      }),
    ).toEqual({ ok: true, title: '第一课 生词', content: '<p><strong>你好</strong></p>' });
    const picture = checkNote({
      title: 'صورة',
      content: '<p><img src="/api/content/image/ab"></p>',
    });
    expect(picture.ok).toBe(true);
  });
});

describe('what the editor makes', () => {
  it('survives the allow-list: headings, alignment, indent, background colour, lists, pictures', () => {
    const editor =
      '<h2 style="text-align: center;">标题</h2>' +
      '<p style="padding-right: 40px;"><span style="background-color: rgb(251, 238, 184);">مرحبا</span></p>' +
      '<ol><li><em>一</em></li></ol><p><img src="/api/content/image/ab" alt="" width="1" height="1"></p>';
    expect(checkNote({ title: 't', content: editor })).toEqual({
      ok: true,
      title: 't',
      content:
        '<h2 style="text-align:center">标题</h2>' +
        '<p style="padding-right:40px"><span style="background-color:rgb(251, 238, 184)">مرحبا</span></p>' +
        '<ol><li><em>一</em></li></ol><p><img src="/api/content/image/ab" alt="" width="1" height="1" /></p>',
    });
  });
});

describe('the excerpt of a note', () => {
  it('is the text without markup', () => {
    expect(noteExcerpt('<p><b>مرحبا</b> بكم</p><ul><li>一</li></ul>')).toBe('مرحبا بكم 一');
  });

  it('cuts a long text at a word and marks the cut', () => {
    const text = `<p>${'word '.repeat(50)}</p>`;
    const excerpt = noteExcerpt(text, 23);
    expect(excerpt).toBe('word word word word…');
  });

  it('cuts text without spaces at the length, counting characters not code units', () => {
    expect(noteExcerpt('<p>汉字汉字汉字𠀀𠀀</p>', 7)).toBe('汉字汉字汉字𠀀…');
  });
});
