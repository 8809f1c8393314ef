/**
 * The help screen in each language: the same sections, in the same order, everywhere, in the
 * words of docs/glossary.md (checked by glossary.test.ts).
 */
export const HELP_SECTIONS = [
  "goal",
  "layout",
  "foundations",
  "tableau",
  "stock",
  "variants",
  "scoring",
  "controls",
  "tips",
] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

export interface HelpDoc {
  readonly title: string;
  readonly sections: Readonly<
    Record<HelpSection, { readonly heading: string; readonly text: readonly string[] }>
  >;
}

const en: HelpDoc = {
  title: "How to play Canfield",
  sections: {
    goal: {
      heading: "The goal",
      text: ["Bring all 52 cards onto the four foundations."],
    },
    layout: {
      heading: "The layout",
      text: [
        "The reserve holds 13 cards; only its top card is face up and playable. The base card goes face up onto the foundation of its suit (clubs, diamonds, hearts and spades from left to right); its rank is the base rank of all four foundations. Below lie four tableau piles of one card each. The other cards form the stock.",
      ],
    },
    foundations: {
      heading: "Foundations",
      text: [
        "Each foundation starts with a card of the base rank and is built up in suit, going on from the king to the ace: with base 7, the order is 7 8 9 10 J Q K A 2 3 4 5 6.",
        "Cards on a foundation stay there.",
      ],
    },
    tableau: {
      heading: "Tableau",
      text: [
        "Tableau piles are built down in alternating colours, and a king may go on an ace. A run of cards in sequence may move together onto another pile.",
        "A pile that becomes empty is filled at once with the top card of the reserve. When the reserve is empty, a space may take any card or run, or stay empty.",
      ],
    },
    stock: {
      heading: "Stock and waste",
      text: [
        "Tap the stock to turn three cards onto the waste; only the top card of the waste can be played. When the stock is empty, tap it again to turn the waste over and start a new pass. There is no limit on passes.",
      ],
    },
    variants: {
      heading: "Variants",
      text: [
        "Strict (Hoyle): only the top card or a whole pile may move, and once the reserve is empty a space takes only the waste's top card.",
        "Draw one: Classic with the stock turned one card at a time (Draw: One card in the settings).",
        "Storehouse: the four 2s start the foundations, the tableau is built down in suit, one card at a time, three passes.",
        "Rainbow: the tableau is built down regardless of colour, one card at a time, one pass.",
        "Superior: the whole reserve is face up and spaces are not filled automatically; any card may fill them.",
      ],
    },
    scoring: {
      heading: "Scoring",
      text: [
        "Standard scoring counts the cards on the foundations.",
        "Casino scoring: each deal costs $52 and each card on a foundation, the base card included, pays $5. Your casino balance is kept over all your games.",
      ],
    },
    controls: {
      heading: "Controls",
      text: [
        "Drag a card or a run onto its target, or tap a card to send it to the best place. Double-tap or double-click a card to send it to its foundation.",
        "Everything works from the keyboard too: see the list of keys.",
      ],
    },
    tips: {
      heading: "Tips",
      text: [
        "Play cards from the reserve whenever you can: every card it gives up opens the game.",
        "Think before you empty a pile once the reserve is gone: a space is your most valuable resource.",
        "Playing a card off the waste changes which cards the next pass turns up.",
        "Stuck? Ask for a hint: the computer works the position out exactly and knows whether the deal can still be won.",
      ],
    },
  },
};

const de: HelpDoc = {
  title: "So spielt man Canfield",
  sections: {
    goal: {
      heading: "Das Ziel",
      text: ["Bringe alle 52 Karten auf die vier Fundamente."],
    },
    layout: {
      heading: "Die Auslage",
      text: [
        "Die Reserve hat 13 Karten; nur ihre oberste liegt offen und ist spielbar. Die Startkarte kommt offen auf das Fundament ihrer Farbe (von links: Kreuz, Karo, Herz, Pik); ihr Rang ist der Startrang aller vier Fundamente. Darunter liegen vier Tableau-Spalten mit je einer Karte. Die übrigen Karten bilden den Talon.",
      ],
    },
    foundations: {
      heading: "Fundamente",
      text: [
        "Jedes Fundament beginnt mit einer Karte des Startrangs und wird in der Farbe aufwärts gebaut, vom König weiter zum Ass: Bei Startrang 7 lautet die Reihenfolge 7 8 9 10 B D K A 2 3 4 5 6.",
        "Karten auf einem Fundament bleiben dort.",
      ],
    },
    tableau: {
      heading: "Das Tableau",
      text: [
        "Auf den Tableau-Spalten wird abwärts gebaut, abwechselnd rot und schwarz, und ein König darf auf ein Ass. Eine Folge passender Karten lässt sich als Ganzes auf eine andere Spalte verschieben.",
        "Eine leer gewordene Spalte wird sofort mit der obersten Karte der Reserve gefüllt. Ist die Reserve leer, darf eine Lücke jede Karte oder Folge aufnehmen oder leer bleiben.",
      ],
    },
    stock: {
      heading: "Talon und Abwurf",
      text: [
        "Tippe auf den Talon, um drei Karten auf den Abwurf aufzudecken; nur die oberste Karte des Abwurfs ist spielbar. Ist der Talon leer, tippe erneut darauf: Der Abwurf wird umgedreht, und ein neuer Durchgang beginnt. Die Zahl der Durchgänge ist unbegrenzt.",
      ],
    },
    variants: {
      heading: "Varianten",
      text: [
        "Streng (Hoyle): Nur die oberste Karte oder eine ganze Spalte darf bewegt werden, und ist die Reserve leer, nimmt eine Lücke nur die oberste Karte des Abwurfs.",
        "Eine Karte: das klassische Spiel, bei dem vom Talon Karte für Karte aufgedeckt wird (in den Einstellungen „Aufdecken: Je eine Karte“).",
        "Storehouse: Die vier Zweien beginnen die Fundamente, im Tableau wird in der Farbe abwärts gebaut, eine Karte je Zug, drei Durchgänge.",
        "Regenbogen: Im Tableau wird abwärts gebaut, ohne Rücksicht auf Rot und Schwarz, eine Karte je Zug, ein Durchgang.",
        "Superior: Die ganze Reserve liegt offen, und Lücken werden nicht von selbst gefüllt; jede Karte darf sie füllen.",
      ],
    },
    scoring: {
      heading: "Wertung",
      text: [
        "Die normale Wertung zählt die Karten auf den Fundamenten.",
        "Casino-Wertung: Jedes Spiel kostet 52 $ Einsatz, und jede Karte auf einem Fundament, die Startkarte eingeschlossen, bringt 5 $. Dein Casino-Kontostand wird über alle Spiele geführt.",
      ],
    },
    controls: {
      heading: "Bedienung",
      text: [
        "Ziehe eine Karte oder Folge auf ihr Ziel, oder tippe eine Karte an, um sie an den besten Platz zu schicken. Ein Doppeltipp oder Doppelklick schickt sie auf ihr Fundament.",
        "Alles geht auch mit der Tastatur: Siehe die Liste der Tasten.",
      ],
    },
    tips: {
      heading: "Ratschläge",
      text: [
        "Spiele Karten aus der Reserve, wann immer es geht: Jede Karte, die sie hergibt, bringt Bewegung ins Spiel.",
        "Überlege gut, bevor du eine Spalte leerst, wenn die Reserve aufgebraucht ist: Eine Lücke ist dein wertvollstes Gut.",
        "Wer eine Karte vom Abwurf spielt, ändert, welche Karten der nächste Durchgang zeigt.",
        "Festgefahren? Frag nach einem Tipp: Der Computer rechnet die Stellung genau durch und weiß, ob das Spiel noch zu gewinnen ist.",
      ],
    },
  },
};

const es: HelpDoc = {
  title: "Cómo se juega al Canfield",
  sections: {
    goal: {
      heading: "El objetivo",
      text: ["Llevar las 52 cartas a las cuatro fundaciones."],
    },
    layout: {
      heading: "La disposición",
      text: [
        "La reserva tiene 13 cartas; solo la de arriba está boca arriba y se puede jugar. La carta base va boca arriba a la fundación de su palo (de izquierda a derecha: tréboles, diamantes, corazones y picas); su valor es el valor base de las cuatro fundaciones. Debajo hay cuatro columnas de una carta cada una. El resto de las cartas forma el mazo.",
      ],
    },
    foundations: {
      heading: "Fundaciones",
      text: [
        "Cada fundación empieza con una carta del valor base y se construye hacia arriba en el mismo palo, pasando del rey al as: con valor base 7, el orden es 7 8 9 10 J Q K A 2 3 4 5 6.",
        "Las cartas de una fundación se quedan allí.",
      ],
    },
    tableau: {
      heading: "Columnas",
      text: [
        "Las columnas se construyen hacia abajo alternando colores, y un rey puede ir sobre un as. Una escalera de cartas en secuencia puede moverse entera a otra columna.",
        "Una columna que se vacía se llena en el acto con la carta de arriba de la reserva. Cuando la reserva está vacía, un hueco admite cualquier carta o escalera, o puede quedar vacío.",
      ],
    },
    stock: {
      heading: "Mazo y descarte",
      text: [
        "Toca el mazo para pasar tres cartas al descarte; solo la de arriba del descarte se puede jugar. Cuando el mazo se acaba, tócalo otra vez para dar la vuelta al descarte y empezar una nueva pasada. Las pasadas no tienen límite.",
      ],
    },
    variants: {
      heading: "Variantes",
      text: [
        "Estricta (Hoyle): solo se mueve la carta de arriba o una columna entera, y cuando la reserva está vacía un hueco solo admite la carta de arriba del descarte.",
        "Robar una: la partida clásica, robando del mazo carta a carta (en los ajustes, «Robar: Una carta»).",
        "Storehouse: los cuatro doses empiezan las fundaciones, las columnas se construyen hacia abajo en el mismo palo, moviendo una sola carta cada vez, tres pasadas.",
        "Arcoíris: las columnas se construyen hacia abajo sin importar el color, moviendo una sola carta cada vez, una sola pasada.",
        "Superior: toda la reserva está boca arriba y los huecos no se llenan solos; cualquier carta puede llenarlos.",
      ],
    },
    scoring: {
      heading: "Puntuación",
      text: [
        "La puntuación estándar cuenta las cartas en las fundaciones.",
        "Puntuación de casino: cada partida cuesta 52 $ y cada carta en una fundación, incluida la carta base, paga 5 $. Tu saldo del casino se acumula a lo largo de todas tus partidas.",
      ],
    },
    controls: {
      heading: "Controles",
      text: [
        "Arrastra una carta o una escalera a su destino, o toca una carta para enviarla al mejor sitio. Con un doble toque o doble clic va a su fundación.",
        "Todo funciona también con el teclado: mira la lista de teclas.",
      ],
    },
    tips: {
      heading: "Consejos",
      text: [
        "Juega cartas de la reserva siempre que puedas: cada carta que suelta abre el juego.",
        "Piénsalo antes de vaciar una columna cuando ya no queda reserva: un hueco es tu recurso más valioso.",
        "Jugar una carta del descarte cambia las cartas que saldrán en la siguiente pasada.",
        "¿Atascado? Pide una pista: el ordenador calcula la posición con exactitud y sabe si la partida aún se puede ganar.",
      ],
    },
  },
};

const sl: HelpDoc = {
  title: "Kako se igra Canfield",
  sections: {
    goal: {
      heading: "Cilj",
      text: ["Vseh 52 kart spravi na štiri temelje."],
    },
    layout: {
      heading: "Razpored",
      text: [
        "Rezerva ima 13 kart; samo zgornja je odkrita in jo lahko igraš. Osnovna karta gre odkrita na temelj svoje barve (od leve: križ, karo, srce, pik); njena vrednost je osnovna vrednost vseh štirih temeljev. Spodaj so štirje stolpci s po eno karto. Preostale karte so v talonu.",
      ],
    },
    foundations: {
      heading: "Temelji",
      text: [
        "Vsak temelj se začne s karto osnovne vrednosti in se gradi navzgor v isti barvi, od kralja naprej na asa: pri osnovni vrednosti 7 je vrstni red 7 8 9 10 J Q K A 2 3 4 5 6.",
        "Karte na temelju tam ostanejo.",
      ],
    },
    tableau: {
      heading: "Stolpci",
      text: [
        "Stolpci se gradijo navzdol, rdeče in črne karte se izmenjujejo, kralj pa lahko gre na asa. Zaporedje kart, ki si sledijo, se lahko skupaj premakne na drug stolpec.",
        "Stolpec, ki se izprazni, se takoj napolni z zgornjo karto rezerve. Ko je rezerva prazna, lahko na prazno mesto pride katera koli karta ali zaporedje, lahko pa ostane prazno.",
      ],
    },
    stock: {
      heading: "Talon in odkriti kup",
      text: [
        "Tapni talon, da obrneš tri karte na odkriti kup; igraš lahko samo zgornjo karto odkritega kupa. Ko je talon prazen, ga tapni znova, da obrneš odkriti kup in začneš nov krog. Število krogov ni omejeno.",
      ],
    },
    variants: {
      heading: "Različice",
      text: [
        "Stroga (Hoyle): premakne se lahko le zgornja karta ali cel stolpec, in ko je rezerva prazna, prazno mesto sprejme le zgornjo karto odkritega kupa.",
        "Po ena: klasična igra, v kateri se talon obrača karto za karto (v nastavitvah »Obračanje: Po ena karta«).",
        "Storehouse: štiri dvojke začnejo temelje, stolpci se gradijo navzdol v isti barvi, karte se premikajo posamič, trije krogi.",
        "Mavrica: stolpci se gradijo navzdol ne glede na rdečo in črno, karte se premikajo posamič, en krog.",
        "Superior: vsa rezerva je odkrita in prazna mesta se ne zapolnijo sama; zapolni jih lahko katera koli karta.",
      ],
    },
    scoring: {
      heading: "Točkovanje",
      text: [
        "Običajno točkovanje šteje karte na temeljih.",
        "Igralniško točkovanje: vsaka igra stane 52 $, vsaka karta na temelju, tudi osnovna karta, pa prinese 5 $. Tvoje stanje v igralnici se vodi čez vse igre.",
      ],
    },
    controls: {
      heading: "Upravljanje",
      text: [
        "Povleci karto ali zaporedje na cilj ali tapni karto, da gre na najboljše mesto. Z dvojnim tapom ali dvoklikom gre karta na svoj temelj.",
        "Vse deluje tudi s tipkovnico: glej seznam tipk.",
      ],
    },
    tips: {
      heading: "Nasveti",
      text: [
        "Karte iz rezerve igraj, kadar le moreš: vsaka karta, ki jo sprosti, odpre igro.",
        "Premisli, preden izprazniš stolpec, ko rezerve ni več: prazno mesto je tvoje najdragocenejše orodje.",
        "Če igraš karto z odkritega kupa, spremeniš, katere karte pokaže naslednji krog.",
        "Ne gre naprej? Prosi za namig: računalnik položaj natančno preračuna in ve, ali je igro še mogoče dobiti.",
      ],
    },
  },
};

export const LANGUAGES = ["en", "de", "es", "sl"] as const;
export type Language = (typeof LANGUAGES)[number];

export const HELP: Readonly<Record<Language, HelpDoc>> = { en, de, es, sl };
