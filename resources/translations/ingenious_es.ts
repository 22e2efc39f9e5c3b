<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Coach</name>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Review game…</source>
        <translation>Analizar la partida…</translation>
    </message>
    <message>
        <source>Hints used by {name}: {count}</source>
        <translation>Pistas usadas por {name}: {count}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Right cells, but the wrong way round: turn the tile so that each colour lies where the step says, then put it down again.</source>
        <translation>Las casillas correctas, pero al revés: gira la ficha para que cada color quede donde dice este paso y vuelve a colocarla.</translation>
    </message>
    <message>
        <source>This step is done: press Next to go on.</source>
        <translation>Este paso está hecho: pulsa Siguiente para continuar.</translation>
    </message>
    <message>
        <source>You kept your tiles. That is allowed, but with no purple in your rack you could not raise purple next turn. The offer comes again: this time, swap.</source>
        <translation>Te has quedado con tus fichas. Está permitido, pero sin morado en tu atril no podrías subir el morado en el próximo turno. La oferta vuelve: esta vez, cambia.</translation>
    </message>
    <message>
        <source>Pick up a tile</source>
        <translation>Coger una ficha</translation>
    </message>
    <message>
        <source>This is a real game against the computer, set up for the lesson. Your six tiles lie face up in your rack. Pick up the red and yellow tile: click it, or press 5, its place in the rack.</source>
        <translation>Esta es una partida real contra el ordenador, preparada para la lección. Tus seis fichas están boca arriba en tu atril. Coge la ficha roja y amarilla: haz clic en ella o pulsa 5, su lugar en el atril.</translation>
    </message>
    <message>
        <source>The tile is in your hand. It follows the pointer, and the board glows wherever it may go.</source>
        <translation>La ficha está en tu mano. Sigue al puntero, y el tablero se ilumina allí donde puede ir.</translation>
    </message>
    <message>
        <source>That is another tile. Press Esc to put it back, then pick up the fifth tile, the red and yellow one.</source>
        <translation>Esa es otra ficha. Pulsa Esc para devolverla y coge la quinta ficha, la roja y amarilla.</translation>
    </message>
    <message>
        <source>Turn the tile</source>
        <translation>Girar la ficha</translation>
    </message>
    <message>
        <source>A tile covers two neighbouring cells and may lie in six directions. Turn the tile in your hand: press R, click the right mouse button or roll the wheel.</source>
        <translation>Una ficha cubre dos casillas vecinas y puede colocarse en seis direcciones. Gira la ficha que tienes en la mano: pulsa R, haz clic con el botón derecho o gira la rueda.</translation>
    </message>
    <message>
        <source>Each turn swings the second half one step around the first. Turn it as often as you like.</source>
        <translation>Cada giro mueve la segunda mitad un paso alrededor de la primera. Gírala tantas veces como quieras.</translation>
    </message>
    <message>
        <source>Hold the red and yellow tile to turn it: press 5 to pick it up again.</source>
        <translation>Coge la ficha roja y amarilla para girarla: pulsa 5 para cogerla de nuevo.</translation>
    </message>
    <message>
        <source>How a half scores</source>
        <translation>Cómo puntúa una mitad</translation>
    </message>
    <message>
        <source>Put the tile on the two marked cells, red on the upper one and yellow on the lower one. Each half looks along the five lines leaving its cell (all but the one toward its other half) and scores a point for each cell of its colour in an unbroken row, printed symbols included. The numbers over the cells show the points before you click.</source>
        <translation>Coloca la ficha en las dos casillas marcadas, el rojo en la de arriba y el amarillo en la de abajo. Cada mitad mira a lo largo de las cinco líneas que salen de su casilla (todas menos la que va hacia su otra mitad) y gana un punto por cada casilla de su color en fila continua, símbolos impresos incluidos. Los números sobre las casillas muestran los puntos antes de hacer clic.</translation>
    </message>
    <message>
        <source>The yellow half saw yellow along three lines, 1 + 1 + 2: four points for yellow. The red half saw no red and scored nothing. The lines that counted flashed. Now the computer takes its turn.</source>
        <translation>La mitad amarilla vio amarillo a lo largo de tres líneas, 1 + 1 + 2: cuatro puntos para el amarillo. La mitad roja no vio rojo y no puntuó. Las líneas que contaron se iluminaron. Ahora juega el ordenador.</translation>
    </message>
    <message>
        <source>The rules allow that, but this step wants the marked cells: red on the upper one, yellow on the lower one.</source>
        <translation>Las reglas lo permiten, pero este paso pide las casillas marcadas: el rojo en la de arriba y el amarillo en la de abajo.</translation>
    </message>
    <message>
        <source>Only the lowest colour counts</source>
        <translation>Solo cuenta el color más bajo</translation>
    </message>
    <message>
        <source>Later in a game. Look at your score board: yellow is your lowest colour, at 3. When the game ends, players are compared by their lowest colour first, so a point in yellow is worth more to you than points in any other colour. Put a yellow and blue tile on the marked cells, yellow on the lower one.</source>
        <translation>Más adelante en una partida. Mira tu marcador: el amarillo es tu color más bajo, con 3. Al final, los jugadores se comparan primero por su color más bajo, así que un punto en amarillo vale más para ti que puntos en cualquier otro color. Coloca una ficha amarilla y azul en las casillas marcadas, el amarillo en la de abajo.</translation>
    </message>
    <message>
        <source>Yellow rises from 3 to 6. Six points in purple were on offer elsewhere, but purple is already at 11: they would have left you as weak as before.</source>
        <translation>El amarillo sube de 3 a 6. En otro sitio había seis puntos en morado, pero el morado ya está en 11: te habrían dejado tan débil como antes.</translation>
    </message>
    <message>
        <source>The rules allow that, but it does less for yellow, your lowest colour. Points in a colour that is already ahead do not win the game: put the yellow and blue tile on the marked cells, yellow on the lower one.</source>
        <translation>Las reglas lo permiten, pero hace menos por el amarillo, tu color más bajo. Los puntos en un color que ya va por delante no ganan la partida: coloca la ficha amarilla y azul en las casillas marcadas, el amarillo en la de abajo.</translation>
    </message>
    <message>
        <source>Reaching 18: Ingenious!</source>
        <translation>Llegar a 18: ¡Ingenious!</translation>
    </message>
    <message>
        <source>A colour goes no higher than 18. Red stands at 17. Put the red and green tile on the marked cells, red on the left: red reaches 18, and reaching 18 earns a bonus placement at once.</source>
        <translation>Ningún color pasa de 18. El rojo está en 17. Coloca la ficha roja y verde en las casillas marcadas, el rojo a la izquierda: el rojo llega a 18, y llegar a 18 da enseguida una colocación extra.</translation>
    </message>
    <message>
        <source>Ingenious! Red is at 18; the points past it are lost. For reaching 18 you place one more tile now, before you draw.</source>
        <translation>¡Ingenious! El rojo está en 18; los puntos que pasan se pierden. Por llegar a 18 colocas ahora una ficha más, antes de robar.</translation>
    </message>
    <message>
        <source>The rules allow that, but it does not take red to 18. Put the red and green tile on the marked cells, red on the left.</source>
        <translation>Las reglas lo permiten, pero el rojo no llega a 18. Coloca la ficha roja y verde en las casillas marcadas, el rojo a la izquierda.</translation>
    </message>
    <message>
        <source>The bonus placement</source>
        <translation>La colocación extra</translation>
    </message>
    <message>
        <source>The bonus placement is a whole extra placement by the same rules: put any tile anywhere it fits. If it takes another colour to 18, you earn one more.</source>
        <translation>La colocación extra es una colocación completa con las mismas reglas: pon cualquier ficha donde quepa. Si lleva otro color a 18, ganas otra más.</translation>
    </message>
    <message>
        <source>Only now does your turn end: you draw back up to six tiles.</source>
        <translation>Solo ahora termina tu turno: robas hasta tener otra vez seis fichas.</translation>
    </message>
    <message>
        <source>Any placement will do.</source>
        <translation>Cualquier colocación vale.</translation>
    </message>
    <message>
        <source>When a swap is allowed</source>
        <translation>Cuándo se puede cambiar</translation>
    </message>
    <message>
        <source>You have just placed a tile. Purple is your lowest colour, and no tile in your rack shows purple. Only then, before you draw, may you swap: set all your tiles aside and draw six new ones. Answer the question: swap.</source>
        <translation>Acabas de colocar una ficha. El morado es tu color más bajo y ninguna ficha de tu atril tiene morado. Solo entonces, antes de robar, puedes cambiar: apartar todas tus fichas y robar seis nuevas. Responde a la pregunta: cambia.</translation>
    </message>
    <message>
        <source>You drew six new tiles; your old ones went back into the bag. With a tile of your lowest colour in the rack, no swap would have been offered.</source>
        <translation>Has robado seis fichas nuevas; las viejas volvieron a la bolsa. Con una ficha de tu color más bajo en el atril, no se habría ofrecido ningún cambio.</translation>
    </message>
    <message>
        <source>How the game ends and who wins</source>
        <translation>Cómo termina la partida y quién gana</translation>
    </message>
    <message>
        <source>Only the two marked cells are left side by side on the board. Put any tile there: when no tile fits any more, the game ends at once.</source>
        <translation>Solo quedan libres las dos casillas marcadas, una al lado de la otra. Pon ahí cualquier ficha: cuando ya no cabe ninguna ficha, la partida termina en el acto.</translation>
    </message>
    <message>
        <source>The game is over. Each player&apos;s colours are compared from the lowest up: the computer has two colours at 18 but two at only 7, while none of yours is below 10, so you win. That is the whole game: press Finish to play on.</source>
        <translation>La partida ha terminado. Los colores de cada jugador se comparan desde el más bajo: el ordenador tiene dos colores en 18 pero dos en solo 7, mientras que ninguno de los tuyos está por debajo de 10, así que ganas tú. Eso es todo el juego: pulsa Terminar para seguir jugando.</translation>
    </message>
    <message>
        <source>Put a tile on the marked cells.</source>
        <translation>Coloca una ficha en las casillas marcadas.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Paso {number} de {count}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Salir de la lección</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Partidas &amp;recientes</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>Re&amp;producir…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo turn</source>
        <translation>&amp;Deshacer turno</translation>
    </message>
    <message>
        <source>&amp;Redo turn</source>
        <translation>&amp;Rehacer turno</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Registro de la partida</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Aprender a &amp;jugar</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;About Ingenious Desktop</source>
        <translation>&amp;Acerca de Ingenious Desktop</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No hay partidas recientes</translation>
    </message>
    <message>
        <source>Learn to play?</source>
        <translation>¿Aprender a jugar?</translation>
    </message>
    <message>
        <source>New to Ingenious? A short lesson on the real table shows you how to place and turn tiles, how they score, and how to win. You can leave it at any time and find it again under Help ▸ Learn to play.</source>
        <translation>¿Nuevo en Ingenious? Una lección breve en la mesa de verdad te enseña a colocar y girar fichas, cómo puntúan y cómo se gana. Puedes dejarla cuando quieras y la encontrarás en Ayuda ▸ Aprender a jugar.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Enséñame</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Ordenador {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Jugadores, en orden de asiento</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nivel del ordenador</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Quién empieza:</translation>
    </message>
    <message>
        <source>Player {number} (team {team})</source>
        <translation>Jugador {number} (equipo {team})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Por sorteo</translation>
    </message>
    <message>
        <source>Standard, 2 players</source>
        <translation>Estándar, 2 jugadores</translation>
    </message>
    <message>
        <source>Standard, 3 players</source>
        <translation>Estándar, 3 jugadores</translation>
    </message>
    <message>
        <source>Standard, 4 players</source>
        <translation>Estándar, 4 jugadores</translation>
    </message>
    <message>
        <source>Travel edition, 2 players</source>
        <translation>Edición de viaje, 2 jugadores</translation>
    </message>
    <message>
        <source>Team play, 4 players (seats 1+3 against 2+4)</source>
        <translation>Por equipos, 4 jugadores (puestos 1+3 contra 2+4)</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solitario</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the game</source>
        <translation>Análisis de la partida</translation>
    </message>
    <message>
        <source>Gold: the coach&apos;s best placement. Red dashes: the placement played.</source>
        <translation>En dorado: la mejor colocación del entrenador. En rojo discontinuo: la colocación jugada.</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>La mejor</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buena</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisión</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <source>{verdict}: {name} swapped the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}: {name} cambió las fichas. Probabilidad de ganar {played}, con la mejor elección {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name} kept the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}: {name} se quedó con las fichas. Probabilidad de ganar {played}, con la mejor elección {best}.</translation>
    </message>
    <message>
        <source>{verdict}: placement {number}. Expected result {played}, after the best {best}.</source>
        <translation>{verdict}: colocación {number}. Resultado esperado {played}, tras la mejor {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name}, placement {number}. Win chance {played}, after the best {best}.</source>
        <translation>{verdict}: {name}, colocación {number}. Probabilidad de ganar {played}, tras la mejor {best}.</translation>
    </message>
    <message>
        <source>Review finished: {count} decisions judged, the worst first.</source>
        <translation>Análisis terminado: {count} decisiones juzgadas, la peor primero.</translation>
    </message>
    <message>
        <source>Judging decision {done} of {total}…</source>
        <translation>Juzgando la decisión {done} de {total}…</translation>
    </message>
    <message>
        <source>The coach is looking at the game…</source>
        <translation>El entrenador está mirando la partida…</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Desactivadas</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>Como el sistema ({language})</translation>
    </message>
    <message>
        <source>Show the points a tile would score before it is placed</source>
        <translation>Mostrar los puntos que daría una ficha antes de colocarla</translation>
    </message>
    <message>
        <source>Show every player&apos;s rack face up</source>
        <translation>Mostrar el atril de cada jugador boca arriba</translation>
    </message>
    <message>
        <source>For learning the game: with this on, nothing is hidden from anyone at the screen, including the computer players&apos; tiles.</source>
        <translation>Para aprender el juego: con esta opción, nada queda oculto para nadie frente a la pantalla, ni siquiera las fichas de los jugadores del ordenador.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animaciones:</translation>
    </message>
    <message>
        <source>Points preview:</source>
        <translation>Vista previa de puntos:</translation>
    </message>
    <message>
        <source>All racks:</source>
        <translation>Todos los atriles:</translation>
    </message>
</context>
<context>
    <name>WinChanceBar</name>
    <message>
        <source>Expected result</source>
        <translation>Resultado esperado</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Probabilidad de ganar</translation>
    </message>
</context>
<context>
    <name>WindowCoach</name>
    <message>
        <source>&amp;Hint</source>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>Show the coach&apos;s best placements on the board (H)</source>
        <translation>Mostrar en el tablero las mejores colocaciones del entrenador (H)</translation>
    </message>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Anali&amp;zar la partida…</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <source>Win chances</source>
        <translation>Probabilidades de ganar</translation>
    </message>
    <message>
        <source>&amp;Win chances</source>
        <translation>Pro&amp;babilidades de ganar</translation>
    </message>
    <message>
        <source>Click the hint again, or press Enter, to put the tile down there.</source>
        <translation>Haz clic otra vez en la pista, o pulsa Intro, para colocar la ficha ahí.</translation>
    </message>
    <message>
        <source>A hint is for the player whose turn it is to place.</source>
        <translation>Una pista es para el jugador al que le toca colocar.</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>El entrenador está pensando…</translation>
    </message>
    <message>
        <source>The coach&apos;s best placement is outlined in gold. Click a suggestion to pick up its tile.</source>
        <translation>La mejor colocación del entrenador está marcada en dorado. Haz clic en una sugerencia para coger su ficha.</translation>
    </message>
    <message>
        <source>Nothing to review</source>
        <translation>Nada que analizar</translation>
    </message>
    <message>
        <source>No tile has been placed in this game yet.</source>
        <translation>Todavía no se ha colocado ninguna ficha en esta partida.</translation>
    </message>
</context>
<context>
    <name>describe</name>
    <message>
        <source>Not here: this is outside the board of this game</source>
        <translation>Aquí no: esto está fuera del tablero de esta partida</translation>
    </message>
    <message>
        <source>Not here: a tile covers two neighbouring cells</source>
        <translation>Aquí no: una ficha cubre dos casillas vecinas</translation>
    </message>
    <message>
        <source>Not here: one of these cells is already occupied</source>
        <translation>Aquí no: una de estas casillas ya está ocupada</translation>
    </message>
    <message>
        <source>Not here: in the first round a tile must touch a printed symbol that no tile touches yet</source>
        <translation>Aquí no: en la primera ronda una ficha debe tocar un símbolo impreso que ninguna ficha toca todavía</translation>
    </message>
    <message>
        <source>Not here: this would leave an isolated cell, an empty cell with no empty neighbour</source>
        <translation>Aquí no: esto dejaría una casilla aislada, una casilla vacía sin vecina vacía</translation>
    </message>
</context>
</TS>
