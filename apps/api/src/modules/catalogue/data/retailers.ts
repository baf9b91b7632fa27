import type { RetailerData } from './types';

/**
 * Shops the catalogue names as where an item is typically bought. Only real shops, with their
 * real homepage; `sells` lists what each one really carries (seed banks sell seeds only).
 */
export const retailers: RetailerData[] = [
  // Marketplaces, DIY stores and garden centres
  {
    id: 'amazon-de',
    name: 'Amazon.de',
    url: 'https://www.amazon.de/',
    country: 'LU',
    sells: ['equipment', 'supplies', 'tools'],
    description: {
      en: "Amazon's German marketplace, run by Amazon EU from Luxembourg. Handy for brand-name timers, meters, fans, pots and jars with fast delivery; it does not sell cannabis seeds.",
      de: 'Der deutsche Marktplatz von Amazon, betrieben von Amazon EU in Luxemburg. Praktisch für Markenware wie Zeitschaltuhren, Messgeräte, Ventilatoren, Töpfe und Gläser mit schneller Lieferung – Cannabissamen bekommst du dort nicht.',
    },
  },
  {
    id: 'hornbach',
    name: 'Hornbach',
    url: 'https://www.hornbach.de/',
    country: 'DE',
    sells: ['equipment', 'supplies', 'tools'],
    description: {
      en: 'DIY and garden store chain from Bornheim in the Palatinate, with stores across Germany and an online shop. Good for power strips, timers, soil, pots, sprayers and garden tools.',
      de: 'Bau- und Gartenmarktkette aus Bornheim in der Pfalz mit Märkten in ganz Deutschland und Onlineshop. Gut sortiert bei Steckdosenleisten, Zeitschaltuhren, Erde, Töpfen, Sprühern und Gartenwerkzeug.',
    },
  },
  {
    id: 'obi',
    name: 'OBI',
    url: 'https://www.obi.de/',
    country: 'DE',
    sells: ['equipment', 'supplies', 'tools'],
    description: {
      en: 'German DIY store chain based in Wermelskirchen, with stores all over the country. Stocks electrics, irrigation, potting soil, watering cans and other garden basics.',
      de: 'Baumarktkette mit Sitz in Wermelskirchen und Märkten im ganzen Land. Führt Elektrozubehör, Bewässerung, Blumenerde, Gießkannen und alles Weitere für den Garten.',
    },
  },
  {
    id: 'dehner',
    name: 'Dehner',
    url: 'https://www.dehner.de/',
    country: 'DE',
    sells: ['equipment', 'supplies', 'tools'],
    description: {
      en: 'Garden centre chain from Rain in Bavaria with stores in Germany and Austria. A good source of soil, organic plant protection, pots and outdoor gardening gear.',
      de: 'Gartencenter-Kette aus Rain in Bayern mit Filialen in Deutschland und Österreich. Eine gute Adresse für Erde, biologischen Pflanzenschutz, Töpfe und Zubehör für draußen.',
    },
  },
  // Grow shops
  {
    id: 'growmart',
    name: 'Growmart',
    url: 'https://www.growmart.de/',
    country: 'DE',
    sells: ['equipment', 'supplies', 'tools'],
    description: {
      en: 'German online grow shop with a wide range of tents, LED lights, ventilation, substrates and nutrients from the well-known brands. Lets you buy a complete indoor set-up from one shop.',
      de: 'Deutscher Online-Growshop mit großer Auswahl an Zelten, LED-Lampen, Lüftung, Substraten und Düngern der bekannten Marken. Hier bekommst du ein komplettes Indoor-Setup aus einer Hand.',
    },
  },
  {
    id: 'hanfburg',
    name: 'Hanfburg',
    url: 'https://www.hanfburg.de/',
    country: 'DE',
    sells: ['equipment', 'supplies', 'tools'],
    description: {
      en: 'German head and grow shop selling online. Carries grow boxes, lighting, pots, soils and fertilisers for home growers.',
      de: 'Deutscher Head- und Growshop mit Onlineversand. Im Sortiment sind Growboxen, Beleuchtung, Töpfe, Erden und Dünger für den Eigenanbau.',
    },
  },
  {
    id: 'zamnesia',
    name: 'Zamnesia',
    url: 'https://www.zamnesia.com/',
    country: 'NL',
    sells: ['seeds', 'equipment', 'supplies', 'tools'],
    description: {
      en: 'Dutch online shop that ships across Europe. Sells cannabis seeds from many breeders alongside grow kits, nutrients and harvest tools.',
      de: 'Niederländischer Onlineshop, der in ganz Europa liefert. Neben Samen vieler Breeder findest du dort Grow-Sets, Dünger und Werkzeug für die Ernte.',
    },
  },
  // Seed banks
  {
    id: 'sensi-seeds',
    name: 'Sensi Seeds',
    url: 'https://sensiseeds.com/',
    country: 'NL',
    sells: ['seeds'],
    description: {
      en: 'Amsterdam seed bank founded in the 1980s, one of the oldest in Europe. Sells its own classics such as Skunk #1 and Northern Lights, feminised, regular and autoflowering.',
      de: 'Samenbank aus Amsterdam, gegründet in den 1980ern und eine der ältesten Europas. Verkauft eigene Klassiker wie Skunk #1 und Northern Lights – feminisiert, regulär und als Autoflower.',
    },
  },
  {
    id: 'dutch-passion',
    name: 'Dutch Passion',
    url: 'https://dutch-passion.com/',
    country: 'NL',
    sells: ['seeds'],
    description: {
      en: 'Amsterdam seed company that pioneered feminised seeds in the 1990s. Sells its own strains directly, with a large range of autoflowers.',
      de: 'Samenfirma aus Amsterdam, die in den 1990ern feminisierte Samen eingeführt hat. Verkauft ihre eigenen Sorten direkt, darunter viele Autoflower.',
    },
  },
  {
    id: 'barneys-farm',
    name: "Barney's Farm",
    url: 'https://www.barneysfarm.com/',
    country: 'NL',
    sells: ['seeds'],
    description: {
      en: 'Amsterdam breeder with many cannabis cup wins, known for strains such as Tangerine Dream, LSD and Blue Cheese. Sells its own seeds through its online shop.',
      de: 'Breeder aus Amsterdam mit vielen Cannabis-Cup-Siegen, bekannt für Sorten wie Tangerine Dream, LSD und Blue Cheese. Verkauft die eigenen Samen über den Onlineshop.',
    },
  },
  {
    id: 'dinafem',
    name: 'Dinafem',
    url: 'https://www.dinafem.org/',
    country: 'ES',
    sells: ['seeds'],
    description: {
      en: 'Spanish seed bank breeding feminised and autoflowering strains, many suited to outdoor growing in Europe. Sells its own seeds online.',
      de: 'Spanische Samenbank mit feminisierten und Autoflower-Sorten, viele davon gut für den Anbau draußen in Europa geeignet. Verkauft ihre eigenen Samen online.',
    },
  },
];
