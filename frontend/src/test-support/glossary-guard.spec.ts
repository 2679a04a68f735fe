import { glossaryBreaches, manyFormsThatDiffer } from './glossary-guard';

describe('glossaryBreaches', () => {
  const texts = new Map([
    ['home.cta', 'Hazte socio'],
    ['adminLeads.title', 'Pedidos'],
    ['adminLeads.personalData.title', 'Pedidos sobre dados pessoais'],
    ['about.title', 'Sobre nosotros'],
  ]);

  it('names each text that uses a retired wording, with what to write instead', () => {
    expect(glossaryBreaches(texts, [{ term: /Hazte socio/, instead: 'Únete a nuestra red' }])).toEqual([
      'home.cta: Hazte socio → Únete a nuestra red',
    ]);
  });

  it('applies a rule only to the keys it names, minus its exceptions', () => {
    const rule = { term: /Pedidos/, instead: 'manifestações', keys: /^adminLeads\./, except: ['adminLeads.personalData.title'] };
    expect(glossaryBreaches(texts, [rule])).toEqual(['adminLeads.title: Pedidos → manifestações']);
  });

  it('finds nothing when no text uses the wording', () => {
    expect(glossaryBreaches(texts, [{ term: /fundador/, instead: 'quien fundó' }])).toEqual([]);
  });
});

describe('manyFormsThatDiffer', () => {
  it('names a _many form that is not its _other form', () => {
    const texts = new Map([
      ['audiences.positions_other', '{{number}} puestos'],
      ['audiences.positions_many', '{{number}} de puestos'],
      ['blog.readingTime_other', '{{minutes}} min'],
      ['blog.readingTime_many', '{{minutes}} min'],
    ]);
    expect(manyFormsThatDiffer(texts)).toEqual(['audiences.positions_many: {{number}} de puestos']);
  });
});
