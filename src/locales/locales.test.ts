import {
  TYPE,
  isStructurallySame,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';

const catalogues: Record<'en' | 'tr', Record<string, string>> = { en, tr };
const enIds = Object.keys(en);
const trIds = Object.keys(tr);

// Namespaces other engineers own; ordering within them is theirs to keep.
const foreignNamespaces = new Set(['component']);

type Values = Record<string, string | number | Date | ((chunks: unknown[]) => string)>;

/** Sample values for every argument a message uses, typed by how the message uses it. */
function sampleValues(elements: MessageFormatElement[], values: Values = {}): Values {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        values[element.value] ??= `<${element.value}>`;
        break;
      case TYPE.number:
      case TYPE.plural:
        values[element.value] = 2;
        break;
      case TYPE.date:
      case TYPE.time:
        values[element.value] = new Date(Date.UTC(2026, 10, 21));
        break;
      case TYPE.tag:
        values[element.value] = (chunks) => chunks.join('');
        sampleValues(element.children, values);
        break;
      default:
        break;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      if (element.type === TYPE.select) values[element.value] = 'other';
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    }
  }
  return values;
}

describe('locale catalogues', () => {
  it('are flat objects of strings', () => {
    for (const messages of Object.values(catalogues)) {
      for (const value of Object.values(messages)) expect(typeof value).toBe('string');
    }
  });

  it('define the same ids in English and Turkish', () => {
    expect(enIds.filter((id) => !(id in tr))).toEqual([]);
    expect(trIds.filter((id) => !(id in en))).toEqual([]);
  });

  it('use dotted lowercase namespaced ids', () => {
    // A namespace starts with a letter and may hold digits after it (`a11y`).
    const badIds = enIds.filter((id) => !/^[a-z][a-z0-9]*(\.[a-zA-Z0-9_]+)+$/.test(id));
    expect(badIds).toEqual([]);
  });

  it('keep ids sorted within each namespace', () => {
    for (const ids of [enIds, trIds]) {
      const byNamespace = new Map<string, string[]>();
      for (const id of ids) {
        const namespace = id.split('.')[0] ?? id;
        if (foreignNamespaces.has(namespace)) continue;
        byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), id]);
      }
      for (const [, inFileOrder] of byNamespace) {
        expect(inFileOrder).toEqual([...inFileOrder].sort());
      }
    }
  });

  it('have no empty messages', () => {
    for (const messages of Object.values(catalogues)) {
      const empty = Object.entries(messages).filter(([, value]) => value.trim() === '');
      expect(empty).toEqual([]);
    }
  });

  it.each(enIds)('%s parses in both languages with the same arguments', (id) => {
    const english = parse(en[id as keyof typeof en]);
    const turkish = parse((tr as Record<string, string>)[id] ?? '');
    expect(isStructurallySame(english, turkish)).toEqual({ success: true });
  });

  it('format every message in both languages without errors or leftover syntax', () => {
    for (const locale of ['en', 'tr'] as const) {
      const errors: unknown[] = [];
      const intl = createIntl({
        locale,
        defaultLocale: 'en',
        messages: catalogues[locale],
        onError: (error) => errors.push(error),
      });
      for (const [id, message] of Object.entries(catalogues[locale])) {
        const output = intl.formatMessage({ id }, sampleValues(parse(message)));
        expect(typeof output === 'string' ? output : String(output), `${locale} ${id}`).not.toMatch(
          /[{}]/,
        );
      }
      expect(errors).toEqual([]);
    }
  });
});

describe('spec texts', () => {
  // The spec's Turkish toasts are the Turkish values, word for word.
  const specTurkish = [
    'İnternet bağlantınızı kontrol edin ve tekrar deneyin.',
    'Sunucu hatası oluştu. Lütfen birkaç dakika sonra tekrar deneyin.',
    'Çok fazla deneme yapıldı. Lütfen birkaç dakika bekleyin.',
    'Lütfen aşağıdaki hataları düzeltin',
    'Giriş başarılı! Yönlendiriliyorsunuz...',
    'E-posta adresi veya şifre hatalı.',
    'Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...',
    'Çıkış yapıldı.',
    'Oturum süreniz doldu. Lütfen tekrar giriş yapın.',
    'Profil bilgileriniz güncellendi.',
    'Fotoğraf yüklendi.',
    'Kitap listenize eklendi.',
    'İncelemeniz paylaşıldı.',
    '{name} takip edildi.',
    '{name} takipten çıkarıldı.',
    'Beğenildi.',
    'Panoya kopyalandı.',
    'Beğenme işlemi başarısız. Lütfen tekrar deneyin.',
    'Kitap bulunamadı.',
    'Kitap bulunamadı veya sunucu geçersiz format döndürüyor.',
    'İncelemeler yüklenirken bir sorun oluştu.',
    'İnceleme verileriniz geçersiz. Lütfen kontrol edin.',
    'Resim yüklenirken bir hata oluştu.',
    "Resim boyutu 5MB'dan küçük olmalıdır.",
  ];

  // The spec's English screen texts are the English values, word for word.
  const specEnglish = [
    'Discover your next favorite book.',
    'Curate your personal reading shelf. Let your bookshelf tell your story.',
    'What is the product?',
    'Built for book lovers. Designed with passion',
    'Must be 8+ chars with uppercase, lowercase & number',
    'Please enter a valid email address',
    'Passwords do not match',
    'Image size must be smaller than 5MB.',
    'Your session has expired. Please login again.',
    'Failed to load books for this category. Please try again.',
    "The book you're looking for doesn't exist.",
    'No book ID provided in URL parameters',
    'Please login to access social features',
    'You need to read this book first to write a review.',
    'You cannot follow yourself.',
    'Follow operation failed.',
  ];

  it.each(specTurkish)('Turkish has "%s"', (text) => {
    expect(Object.values(tr)).toContain(text);
  });

  it('puts the Turkish toasts under toast.* (or validation.* for form alerts)', () => {
    for (const text of specTurkish) {
      const ids = Object.entries(tr)
        .filter(([, value]) => value === text)
        .map(([id]) => id);
      expect(ids.some((id) => id.startsWith('toast.') || id.startsWith('validation.'))).toBe(true);
    }
  });

  it.each(specEnglish)('English has "%s"', (text) => {
    expect(Object.values(en)).toContain(text);
  });
});
