import { type HeadingCaseRule, SHARED_PROPER_NOUNS } from '../../i18n/heading-case';
import type { GlossaryRule } from '../../test-support/glossary-guard';

/** The wordings GLOSSARY.md retires, checked by i18n/glossary.spec.ts over the site's and the mails' texts. */
export const glossaryRules: readonly GlossaryRule[] = [
  { term: /\bHazte soci[oa]\b/, instead: '«Únete a nuestra red» o «Colabora con nosotros» (en España «hacerse socio» es pagar una cuota)' },
  {
    term: /\b(nuestro|el|del|al) fundador\b|^Fundador\b/i,
    instead: '«quien fundó el proyecto»: el inglés no da género a quien fundó Rebound',
  },
  {
    term: /\bHazte (voluntari|pioner)[oa]\b|\bInscríbete como pioner[oa]\b/,
    instead: '«Haz voluntariado», «Únete a los pioneros»: sin género para quien lee',
  },
  { term: /\bBienvenid[oa]s?\b/, instead: '«Te damos la bienvenida»: sin género para quien lee' },
  { term: /(?<!Hazlo )\btú mism[oa]\b/, instead: '«por tu cuenta» (el nombre de página «Hazlo tú mismo» se queda)' },
  { term: /\bentrenador de IA\b/, instead: '«entrenador con IA»' },
  { term: /\bevidencias?\b/i, instead: '«datos», «base científica», «estudio»' },
  { term: /(?<!bandeja de )\bentradas?\b/i, instead: '«artículo» para un texto del blog' },
  {
    term: /\bconstru(ir|ye|yen|yendo|imos|ido|ida|idos|idas|yamos|ya)\b/i,
    instead: '«montar» (el saco o el kit), «fabricar» (nuestra producción), «desarrollar» (software)',
  },
  { term: /^Descubre\b/, instead: 'un verbo que diga qué hace el enlace: «Consulta», «Mira», «Conoce», «Echa un vistazo»' },
  { term: /^Vuelve\b/, keys: /(^|\.)(back|goHome|home)$/, instead: '«Volver…» en los enlaces de vuelta' },
  { term: /^(Escribe|Rellena) (tu|la|una|un|el) (dirección|correo|contraseña|nombre|código)/, instead: '«Introduce…» para pedir un dato' },
  { term: /example\.(org|com)/, instead: '«nombre@ejemplo.es»' },
  { term: /Condiciones del servicio/, instead: '«Condiciones de uso»' },
  {
    term: /\bborr(ar|amos|emos|an|en|aremos)\b/i,
    except: ['adminLeads.search.clear'],
    instead: '«eliminar» para datos (borrar y eliminar eran dos verbos para lo mismo); «Borrar búsqueda» vacía un campo',
  },
  { term: /Solicitudes de datos personales/i, instead: '«Peticiones de datos personales»: las solicitudes son las de interés' },
  { term: /\bNo se (pudo|pudieron)\b/, instead: '«No se ha podido…»' },
  { term: /\bpropietari[oa]s?\b/i, instead: '«titular», «la persona titular»: el rol de owner sin género' },
  { term: /Panel de administración/, instead: '«Espacio del equipo» («panel» es el dashboard)' },
  { term: /Descargar CSV/, instead: '«Exportar CSV», como en las solicitudes' },
];

/** GLOSSARY.md, "Heading case": sentence case for headings, buttons, navigation links and labels. */
export const headingCase: HeadingCaseRule = {
  style: 'sentence',
  properNouns: [...SHARED_PROPER_NOUNS, 'Afganistán', 'Europa', 'Limburgo', 'Brabante', 'Bluetooth', 'Serie A', 'Hazlo tú mismo'],
};
