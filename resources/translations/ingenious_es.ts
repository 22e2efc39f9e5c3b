<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ChancesDock</name>
    <message>
        <source>Hide the win chances (View ▸ Win chances shows them again)</source>
        <translation>Ocultar las probabilidades de ganar (Ver ▸ Probabilidades de ganar las vuelve a mostrar)</translation>
    </message>
</context>
<context>
    <name>ChancesLine</name>
    <message>
        <source>Lowest colour expected at the end: {figure}</source>
        <translation>Color más bajo esperado al final: {figure}</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>{name} {figure}</source>
        <translation>{name} {figure}</translation>
    </message>
    <message>
        <source>Chance to win: {figures}</source>
        <translation>Probabilidad de ganar: {figures}</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Say something (Enter)</source>
        <translation>Di algo (Intro)</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>+{gain} → {expected}</source>
        <translation>+{gain} → {expected}</translation>
    </message>
    <message>
        <source>+{gain} to your lowest colour → {expected} at the end</source>
        <translation>+{gain} a tu color más bajo → {expected} al final</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>Ingenious! You owe %n bonus placements</source>
        <translation>
            <numerusform>¡Ingenious! Tienes %n colocación extra</numerusform>
            <numerusform>¡Ingenious! Tienes %n colocaciones extra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ingenious! {name} owes %n bonus placements</source>
        <translation>
            <numerusform>¡Ingenious! {name} tiene %n colocación extra</numerusform>
            <numerusform>¡Ingenious! {name} tiene %n colocaciones extra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tiles in the bag</source>
        <translation>
            <numerusform>ficha en la bolsa</numerusform>
            <numerusform>fichas en la bolsa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not allowed: the rack is refilled with %n tiles, not {drawn}</source>
        <translation>
            <numerusform>No permitido: el atril se rellena con %n ficha, no con {drawn}</numerusform>
            <numerusform>No permitido: el atril se rellena con %n fichas, no con {drawn}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not allowed: this variant is not played by %n players</source>
        <translation>
            <numerusform>No permitido: esta variante no se juega con %n jugador</numerusform>
            <numerusform>No permitido: esta variante no se juega con %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>level with you on the lowest colour, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>empate contigo en el color más bajo, por delante en el {ordinal}: {colour} {score} contra {other_colour} {other_score}</translation>
    </message>
    <message>
        <source>level with {name} on the lowest colour, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>empate con {name} en el color más bajo, por delante en el {ordinal}: {colour} {score} contra {other_colour} {other_score}</translation>
    </message>
    <message numerus="yes">
        <source>level with you on the %n lowest colours, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>
            <numerusform>empate contigo en los %n colores más bajos, por delante en el {ordinal}: {colour} {score} contra {other_colour} {other_score}</numerusform>
            <numerusform>empate contigo en los %n colores más bajos, por delante en el {ordinal}: {colour} {score} contra {other_colour} {other_score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>level with {name} on the %n lowest colours, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>
            <numerusform>empate con {name} en los %n colores más bajos, por delante en el {ordinal}: {colour} {score} contra {other_colour} {other_score}</numerusform>
            <numerusform>empate con {name} en los %n colores más bajos, por delante en el {ordinal}: {colour} {score} contra {other_colour} {other_score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free</source>
        <comment>seats at a table</comment>
        <translation>
            <numerusform>%n libre</numerusform>
            <numerusform>%n libres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>{file}[*] — {app}</source>
        <translation>{file}[*] — {app}</translation>
    </message>
    <message>
        <source>The game the lesson interrupted is not finished. If another game starts now, it is gone.</source>
        <translation>La partida que interrumpió la lección no ha terminado. Si ahora empieza otra partida, se pierde.</translation>
    </message>
    <message>
        <source>The game on the table is not finished. Save it before another game starts? If you leave it unsaved, it is gone.</source>
        <translation>La partida de la mesa no ha terminado. ¿Guardarla antes de que empiece otra? Si la deja sin guardar, se pierde.</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>¿Dejar la partida en curso?</translation>
    </message>
    <message>
        <source>Leave it unsaved</source>
        <translation>Dejar sin guardar</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>“{file}” is not a saved game this program can open.

{reason}

The game on the table goes on; nothing was changed.</source>
        <translation>«{file}» no es una partida guardada que este programa pueda abrir.

{reason}

La partida en la mesa continúa; no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>“{file}” is not a saved game this program can open.

{reason}

Nothing was changed.</source>
        <translation>«{file}» no es una partida guardada que este programa pueda abrir.

{reason}

No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>No se puede abrir este archivo</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No hay partidas recientes</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Ingenious games (*{suffix});;All files (*)</source>
        <translation>Partidas de Ingenious (*{suffix});;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>The game could not be saved.

{error}</source>
        <translation>No se pudo guardar la partida.

{error}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Guardada en {file}</translation>
    </message>
    <message>
        <source>The finished game could not be kept: {error}</source>
        <translation>No se pudo conservar la partida terminada: {error}</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Ask everyone at the table for another game there</source>
        <translation>Pedir a todos en la mesa otra partida allí</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Repetición…</translation>
    </message>
    <message>
        <source>Step through this game move by move</source>
        <translation>Recorre esta partida jugada a jugada</translation>
    </message>
    <message>
        <source>Review game…</source>
        <translation>Analizar la partida…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Accept the rematch</source>
        <translation>Aceptar la revancha</translation>
    </message>
    <message>
        <source>{outcome}!</source>
        <translation>¡{outcome}!</translation>
    </message>
    <message>
        <source>Your three lowest colours, lowest first, give two digits each (7 points count as 07): together they make {result}. The higher, the better; the best is 363636.</source>
        <translation>Tus tres colores más bajos, el más bajo primero, dan dos cifras cada uno (7 puntos cuentan como 07): juntos forman {result}. Cuanto más alto, mejor; lo mejor es 363636.</translation>
    </message>
    <message>
        <source>A new best! Your best so far was {result}.</source>
        <translation>¡Nuevo récord! Tu mejor resultado hasta ahora era {result}.</translation>
    </message>
    <message>
        <source>Your best so far: {result}.</source>
        <translation>Tu mejor resultado hasta ahora: {result}.</translation>
    </message>
    <message>
        <source>Solo result: {result}</source>
        <translation>Resultado en solitario: {result}</translation>
    </message>
</context>
<context>
    <name>HandOverOverlay</name>
    <message>
        <source>Undo the last turn</source>
        <translation>Deshacer el último turno</translation>
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
</context>
<context>
    <name>LessonMode</name>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
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
    <name>LobbyDialog</name>
    <message>
        <source>Network table</source>
        <translation>Mesa en red</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Pass this on to your friends: the address, then the table&apos;s code.</source>
        <translation>Pásalo a tus amigos: la dirección y después el código de la mesa.</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Puesto {number}:</translation>
    </message>
    <message>
        <source>I agree to the coach</source>
        <translation>Acepto el entrenador</translation>
    </message>
    <message>
        <source>Start now</source>
        <translation>Empezar ahora</translation>
    </message>
    <message>
        <source>Open seats nobody took are played by the computer</source>
        <translation>El ordenador juega los puestos abiertos que nadie ha ocupado</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Conectando con {address}…</translation>
    </message>
</context>
<context>
    <name>LogTitleBar</name>
    <message>
        <source>Hide the game log (View ▸ Game log brings it back)</source>
        <translation>Ocultar el registro de la partida (Ver ▸ Registro de la partida lo muestra de nuevo)</translation>
    </message>
    <message>
        <source>Hide the game log</source>
        <translation>Ocultar el registro de la partida</translation>
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
        <source>Play a&amp;gain</source>
        <translation>Jugar &amp;otra vez</translation>
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
        <source>Score chart</source>
        <translation>Gráfico de puntos</translation>
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
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;About Ingenious Desktop</source>
        <translation>&amp;Acerca de Ingenious Desktop</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Falló el guardado automático</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {error}

It is tried again after every placement. Until an autosave goes through, the moves since the last one would be lost if the program ended.</source>
        <translation>No se pudo guardar la partida automáticamente: {error}

Se vuelve a intentar tras cada colocación. Hasta que un guardado salga bien, las jugadas desde el último se perderían si el programa terminara.</translation>
    </message>
    <message>
        <source>The second process the computer players think in could not start ({detail}).</source>
        <translation>El segundo proceso en el que piensan los jugadores del ordenador no pudo arrancar ({detail}).</translation>
    </message>
    <message>
        <source>The second process the computer players think in stopped unexpectedly.</source>
        <translation>El segundo proceso en el que piensan los jugadores del ordenador se detuvo de forma inesperada.</translation>
    </message>
    <message>
        <source>The second process the computer players think in failed ({detail}).</source>
        <translation>Falló el segundo proceso en el que piensan los jugadores del ordenador ({detail}).</translation>
    </message>
    <message>
        <source>The computer&apos;s helper failed</source>
        <translation>Falló el ayudante del ordenador</translation>
    </message>
    <message>
        <source>{what}

They go on thinking in the game&apos;s own process alone, which makes the hard level a little weaker on this computer.</source>
        <translation>{what}

Siguen pensando solo en el proceso propio del juego, lo que hace el nivel difícil algo más débil en este ordenador.</translation>
    </message>
</context>
<context>
    <name>MenuDialogs</name>
    <message>
        <source>About Ingenious Desktop</source>
        <translation>Acerca de Ingenious Desktop</translation>
    </message>
    <message>
        <source>Reiner Knizia&apos;s tile game Ingenious for two to four players, in teams or alone, against friends at the same screen or against the computer.</source>
        <translation>El juego de fichas Ingenious de Reiner Knizia, de dos a cuatro jugadores, por equipos o en solitario, contra amigos en la misma pantalla o contra el ordenador.</translation>
    </message>
</context>
<context>
    <name>NetworkChat</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>C&amp;hat</translation>
    </message>
    <message>
        <source>Show the chat (in brackets: the lines said while it was hidden)</source>
        <translation>Mostrar el chat (entre paréntesis: las líneas escritas mientras estaba oculto)</translation>
    </message>
    <message>
        <source>Chat ({count})</source>
        <translation>Chat ({count})</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>Play over the net&amp;work…</source>
        <translation>Jugar en re&amp;d…</translation>
    </message>
    <message>
        <source>&amp;Leave the network table…</source>
        <translation>De&amp;jar la mesa en red…</translation>
    </message>
    <message>
        <source>Let the computer play for them</source>
        <translation>Dejar que el ordenador juegue por él</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>No hay mesa</translation>
    </message>
    <message>
        <source>The table could not be opened: {reason}</source>
        <translation>No se pudo abrir la mesa: {reason}</translation>
    </message>
    <message>
        <source>Take your seat back?</source>
        <translation>¿Volver a tu asiento?</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>Volver a mi asiento</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Renunciar al asiento</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Listen on the network?</source>
        <translation>¿Escuchar en la red?</translation>
    </message>
    <message>
        <source>Friends on other computers can join only if this program listens on the network: anyone who can reach this computer can then ask to sit at the table, and only those with its code can. While seats are free, the computers on your local network are shown the table with its code, so that friends nearby can choose it. Listen on the network?</source>
        <translation>Los amigos en otros ordenadores solo pueden unirse si este programa escucha en la red: cualquiera que alcance este ordenador podrá pedir un puesto, y solo quien tenga el código lo obtendrá. Mientras haya puestos libres, la mesa y su código se muestran a los ordenadores de tu red local, para que los amigos cercanos puedan elegirla. ¿Escuchar en la red?</translation>
    </message>
    <message>
        <source>Listen on the network</source>
        <translation>Escuchar en la red</translation>
    </message>
    <message>
        <source>No seat at the table</source>
        <translation>No hay puesto en la mesa</translation>
    </message>
    <message>
        <source>Every seat for a person at that table is taken. Watch the game instead? You see the board and the scores, never a rack.</source>
        <translation>Todos los asientos para una persona en esa mesa están ocupados. ¿Mirar la partida en su lugar? Ves el tablero y las puntuaciones, nunca un atril.</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Mirar la partida</translation>
    </message>
    <message>
        <source>The table&apos;s server is not answering, so it cannot be told that you leave. If you leave, your seat is kept: the next time this program starts it offers to take it back, once the host has opened the game again.</source>
        <translation>El servidor de la mesa no responde, así que no puede saber que te vas. Si te vas, tu puesto se guarda: la próxima vez que se inicie este programa, ofrecerá recuperarlo, cuando el anfitrión haya vuelto a abrir la partida.</translation>
    </message>
    <message>
        <source>The game at the network table is not over. If you leave, the computer plays your seat to the end, and you cannot come back.</source>
        <translation>La partida en la mesa en red no ha terminado. Si te vas, el ordenador juega tu puesto hasta el final y no podrás volver.</translation>
    </message>
    <message>
        <source>The table is hosted here: when this program ends, the others lose it too.</source>
        <translation>La mesa está alojada aquí: cuando este programa termine, los demás también la perderán.</translation>
    </message>
    <message>
        <source>Or come back later: your seat is kept, and the next time this program starts it offers to take it back. Meanwhile the others may let the computer play it.</source>
        <translation>O vuelve más tarde: tu asiento te espera, y la próxima vez que se inicie este programa te ofrecerá volver a él. Mientras tanto, los demás pueden dejar que el ordenador lo juegue.</translation>
    </message>
    <message>
        <source>Leave the network game?</source>
        <translation>¿Dejar la partida en red?</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>Come back later</source>
        <translation>Volver más tarde</translation>
    </message>
</context>
<context>
    <name>NetworkPlayDialog</name>
    <message>
        <source>A friend</source>
        <translation>Un amigo</translation>
    </message>
    <message>
        <source>Open: a friend, else the computer</source>
        <translation>Abierto: un amigo o, si no, el ordenador</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Puesto {number}</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <translation>Jugar en red</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>En este ordenador</translation>
    </message>
    <message>
        <source>On a server:</source>
        <translation>En un servidor:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Mesa:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partida:</translation>
    </message>
    <message>
        <source>Seat 1: you</source>
        <translation>Puesto 1: tú</translation>
    </message>
    <message>
        <source>Others may watch (they never see a rack)</source>
        <translation>Otros pueden mirar (nunca ven un atril)</translation>
    </message>
    <message>
        <source>Friends on other computers may join (the game listens on the network)</source>
        <translation>Amigos en otros ordenadores pueden unirse (el juego escucha en la red)</translation>
    </message>
    <message>
        <source>Allow the coach (hints and win chances) if everyone agrees</source>
        <translation>Permitir el entrenador (consejos y probabilidades de ganar) si todos están de acuerdo</translation>
    </message>
    <message>
        <source>Server address:</source>
        <translation>Dirección del servidor:</translation>
    </message>
    <message>
        <source>Table code:</source>
        <translation>Código de la mesa:</translation>
    </message>
    <message>
        <source>This is not a server address. Type the table server&apos;s address, such as club.example.org:9000.</source>
        <translation>Esto no es una dirección de servidor. Escribe la dirección del servidor de mesas, como club.example.org:9000.</translation>
    </message>
    <message>
        <source>Type your name: the others at the table see it.</source>
        <translation>Escribe tu nombre: los demás de la mesa lo ven.</translation>
    </message>
    <message>
        <source>This is not a server address. Type the address the host passed on, such as 192.168.1.20 or club.example.org:9000.</source>
        <translation>Esto no es una dirección de servidor. Escribe la dirección que te dio el anfitrión, como 192.168.1.20 o club.example.org:9000.</translation>
    </message>
    <message>
        <source>Type the table code the host passed on: {length} letters and digits.</source>
        <translation>Escribe el código de mesa que te dio el anfitrión: {length} letras y cifras.</translation>
    </message>
    <message>
        <source>A table code is {length} letters and digits, such as ABC234.</source>
        <translation>Un código de mesa tiene {length} letras y cifras, como ABC234.</translation>
    </message>
    <message>
        <source>Tables nearby:</source>
        <translation>Mesas cercanas:</translation>
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
        <source>Opponent</source>
        <translation>Rival</translation>
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
    <name>Questions</name>
    <message>
        <source>Swap your tiles?</source>
        <translation>¿Cambiar tus fichas?</translation>
    </message>
    <message>
        <source>{reason}

{choice}</source>
        <translation>{reason}

{choice}</translation>
    </message>
    <message>
        <source>Swap all tiles</source>
        <translation>Cambiar todas las fichas</translation>
    </message>
    <message>
        <source>Keep my tiles</source>
        <translation>Quedarme mis fichas</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <source>Replay a saved game</source>
        <translation>Repetir una partida guardada</translation>
    </message>
    <message>
        <source>Show the hidden racks?</source>
        <translation>¿Mostrar los atriles ocultos?</translation>
    </message>
    <message>
        <source>{warning}

Replay it anyway?</source>
        <translation>{warning}

¿Repetirla de todos modos?</translation>
    </message>
    <message>
        <source>Show every rack</source>
        <translation>Mostrar todos los atriles</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>esta partida</translation>
    </message>
    <message>
        <source>{file} (replay)[*] — {app}</source>
        <translation>{file} (repetición)[*] — {app}</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Move shown</source>
        <translation>Jugada mostrada</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Al principio (Inicio)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>Una jugada atrás (←)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Play the moves at the animation speed (Space)</source>
        <translation>Reproduce las jugadas a la velocidad de la animación (Espacio)</translation>
    </message>
    <message>
        <source>One move forward (→)</source>
        <translation>Una jugada adelante (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Al final (Fin)</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Gráfico de puntos</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Jugar desde aquí…</translation>
    </message>
    <message>
        <source>A new game from the position shown, against the computer; the record stays as it is</source>
        <translation>Una partida nueva desde la posición mostrada, contra el ordenador; la partida guardada queda como está</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Cerrar la repetición</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pausa (Espacio)</translation>
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
        <source>Accuracy: 100% when every placement is best or good; each inaccuracy counts half a placement, a mistake three quarters, a blunder a whole one.</source>
        <translation>Precisión: 100 % cuando cada colocación es la mejor o buena; cada imprecisión cuenta media colocación, un error tres cuartos, un error grave una entera.</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Colocaciones</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
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
        <source>{verdict}: {name}, {where}. The game was settled, so points count here: +{played} in the colours that decide it, +{best} with the best.</source>
        <translation>{verdict}: {name}, {where}. La partida ya estaba decidida, así que aquí cuentan los puntos: +{played} en los colores que la deciden, +{best} con la mejor.</translation>
    </message>
    <message>
        <source>{verdict}: {name} swapped the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}: fichas cambiadas ({name}). Probabilidad de ganar {played}, con la mejor elección {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name} kept the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}: fichas conservadas ({name}). Probabilidad de ganar {played}, con la mejor elección {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {where}. Lowest colour at the end about {played}, after the best {best}.</source>
        <translation>{verdict}: {where}. Color más bajo al final unos {played}, tras la mejor {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name}, {where}. Win chance {played}, after the best {best}.</source>
        <translation>{verdict}: {name}, {where}. Probabilidad de ganar {played}, tras la mejor {best}.</translation>
    </message>
    <message>
        <source>turn {number}, bonus placement</source>
        <translation>turno {number}, colocación extra</translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation>turno {number}</translation>
    </message>
    <message>
        <source>Review finished: {count} decisions judged, in the order of the game.</source>
        <translation>Revisión terminada: {count} decisiones juzgadas, en el orden de la partida.</translation>
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
    <name>RulesDialog</name>
    <message>
        <source>How to play Ingenious</source>
        <translation>Cómo se juega a Ingenious</translation>
    </message>
    <message>
        <source>&lt;b&gt;The aim.&lt;/b&gt; Score in all six colours — red, orange, yellow, green, blue and purple. At the end only your &lt;i&gt;weakest&lt;/i&gt; colour counts first: the player whose lowest colour is highest wins. If that is a draw, compare the next lowest colour, and so on.</source>
        <translation>&lt;b&gt;El objetivo.&lt;/b&gt; Puntuar en los seis colores: rojo, naranja, amarillo, verde, azul y morado. Al final cuenta primero solo tu color más &lt;i&gt;débil&lt;/i&gt;: gana el jugador cuyo color más bajo sea el más alto. Si hay empate, se compara el siguiente color más bajo, y así sucesivamente.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tiles and symbols.&lt;/b&gt; Each tile is two joined hexagons, each showing one colour. Every colour has its own symbol, so the game can be played without telling colours apart: red is a 12-pointed star, orange a hexagon, yellow a sun with eight rays, green a small filled circle, blue a 6-pointed star and purple a ring. Six symbols are printed on the board; they are never covered and count like tile halves.</source>
        <translation>&lt;b&gt;Fichas y símbolos.&lt;/b&gt; Cada ficha son dos hexágonos unidos, cada uno de un color. Cada color tiene su propio símbolo, así que se puede jugar sin distinguir los colores: el rojo es una estrella de 12 puntas, el naranja un hexágono, el amarillo un sol de ocho rayos, el verde un pequeño círculo relleno, el azul una estrella de 6 puntas y el morado un anillo. En el tablero hay seis símbolos impresos; nunca se cubren y cuentan como mitades de ficha.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tu turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place&lt;/b&gt; one tile from your rack on two neighbouring empty cells, either way round. In your very first turn the tile must touch a printed symbol that no tile touches yet.</source>
        <translation>&lt;b&gt;Coloca&lt;/b&gt; una ficha de tu atril en dos casillas vacías vecinas, en cualquier sentido. En tu primerísimo turno la ficha debe tocar un símbolo impreso que aún no toque ninguna ficha.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score&lt;/b&gt; each half of the tile. From that half, look in the five directions that do not point at the other half. In each direction count the cells of the same colour in an unbroken line, starting next to the half; an empty cell, another colour or the edge of the board ends the line. Add the count to that colour on your score board. A colour cannot go above 18; points beyond that are lost.</source>
        <translation>&lt;b&gt;Puntúa&lt;/b&gt; cada mitad de la ficha. Desde esa mitad, mira en las cinco direcciones que no apuntan a la otra mitad. En cada dirección cuenta las casillas del mismo color en línea continua, empezando junto a la mitad; una casilla vacía, otro color o el borde del tablero cortan la línea. Suma esa cuenta a ese color en tu marcador. Un color no puede pasar de 18; los puntos de más se pierden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ingenious!&lt;/b&gt; Each colour that reaches 18 gives you one extra placement straight away. An extra placement can earn another one.</source>
        <translation>&lt;b&gt;¡Ingenious!&lt;/b&gt; Cada color que llega a 18 te da en el acto una colocación extra. Una colocación extra puede ganar otra.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Refill&lt;/b&gt; your rack to six tiles from the bag. If your rack has no tile showing your lowest colour (or any of them, if several are equally low), you may first swap: put your whole rack aside, draw six new tiles, and the old ones go back into the bag.</source>
        <translation>&lt;b&gt;Rellena&lt;/b&gt; tu atril hasta seis fichas de la bolsa. Si tu atril no tiene ninguna ficha con tu color más bajo (o alguno de ellos, si varios empatan), puedes cambiar antes: aparta todo tu atril, roba seis fichas nuevas, y las viejas vuelven a la bolsa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The end.&lt;/b&gt; The game ends as soon as no tile fits on the board anywhere. A player who brings all six colours to 18 wins at once.</source>
        <translation>&lt;b&gt;El final.&lt;/b&gt; La partida termina en cuanto ninguna ficha cabe ya en el tablero. Quien lleva sus seis colores a 18 gana en el acto.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>El tablero</translation>
    </message>
    <message>
        <source>The board grows with the number of players: two players use the inner area, three and four players use one or two more rings. Cells outside the area in play are dimmed.</source>
        <translation>El tablero crece con el número de jugadores: dos jugadores usan la zona interior; tres y cuatro, uno o dos anillos más. Las casillas fuera de la zona en juego aparecen atenuadas.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Otras formas de jugar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Travel edition&lt;/b&gt; (two players): a smaller bag of 57 tiles. No tile may be placed so that it leaves an empty cell with no empty neighbour.</source>
        <translation>&lt;b&gt;Edición de viaje&lt;/b&gt; (dos jugadores): una bolsa más pequeña de 57 fichas. No se puede colocar una ficha de modo que deje una casilla vacía sin ninguna vecina vacía.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Team play&lt;/b&gt; (four players): players 1 and 3 play against 2 and 4, each team on one score board that goes up to 36. Reaching 18 and reaching 36 in a colour each give an extra placement; a colour that reaches 18 stops there for the rest of that placement.</source>
        <translation>&lt;b&gt;Por equipos&lt;/b&gt; (cuatro jugadores): los jugadores 1 y 3 juegan contra 2 y 4, cada equipo en un marcador que llega hasta 36. Llegar a 18 y llegar a 36 en un color dan cada uno una colocación extra; un color que llega a 18 se queda ahí el resto de esa colocación.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solo&lt;/b&gt;: one tile in the rack at a time, no swapping and no extra placements, colours up to 36 (stopping at 18 for the rest of a placement). Your result is your three lowest colours as two digits each, lowest first: 12, 14 and 18 make 121418. The best possible is 363636.</source>
        <translation>&lt;b&gt;En solitario&lt;/b&gt;: una sola ficha en el atril cada vez, sin cambios ni colocaciones extra, colores hasta 36 (se detienen en 18 el resto de una colocación). Tu resultado son tus tres colores más bajos con dos cifras cada uno, el más bajo primero: 12, 14 y 18 dan 121418. Lo mejor posible es 363636.</translation>
    </message>
    <message>
        <source>In this program</source>
        <translation>En este programa</translation>
    </message>
    <message>
        <source>Click a tile in your rack to pick it up, then move over the board: the tile shows where it would go and what it would score. Turn it with the right mouse button, the wheel or R, place it with a click, and put it back with Esc. The keyboard alone works too: 1 to 6 picks a tile up, the arrows move it, R turns it and Enter places it. With several people at one screen, the table is covered between turns so nobody sees another player&apos;s tiles. Against the computer you can take back your last turn with Ctrl+Z. The game log beside the table lists every turn; View ▸ Game log (Ctrl+L) hides it or brings it back.</source>
        <translation>Haz clic en una ficha de tu atril para cogerla y muévete sobre el tablero: la ficha muestra dónde iría y cuánto puntuaría. Gírala con el botón derecho, la rueda o R, colócala con un clic y devuélvela con Esc. También basta el teclado: del 1 al 6 coge una ficha, las flechas la mueven, R la gira e Intro la coloca. Con varias personas ante una pantalla, la mesa se tapa entre turnos para que nadie vea las fichas de los demás. Contra el ordenador puedes deshacer tu último turno con Ctrl+Z. El historial junto a la mesa lista cada turno; Ver ▸ Historial de la partida (Ctrl+L) lo oculta o lo vuelve a mostrar.</translation>
    </message>
    <message>
        <source>Rules of Ingenious</source>
        <translation>Reglas de Ingenious</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Gráfico de puntos</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>  {colour} {score}  ← lowest</source>
        <translation>  {colour} {score}  ← el más bajo</translation>
    </message>
    <message>
        <source>Before the first placement</source>
        <translation>Antes de la primera colocación</translation>
    </message>
    <message>
        <source>After turn {turn} ({name}): 1 bonus placement, swapped</source>
        <translation>Tras el turno {turn} ({name}): 1 colocación extra, atril cambiado</translation>
    </message>
    <message>
        <source>After turn {turn} ({name}): 1 bonus placement</source>
        <translation>Tras el turno {turn} ({name}): 1 colocación extra</translation>
    </message>
    <message numerus="yes">
        <source>After turn {turn} ({name}): %n bonus placements, swapped</source>
        <translation>
            <numerusform>Tras el turno {turn} ({name}): %n colocación extra, atril cambiado</numerusform>
            <numerusform>Tras el turno {turn} ({name}): %n colocaciones extra, atril cambiado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After turn {turn} ({name}): %n bonus placements</source>
        <translation>
            <numerusform>Tras el turno {turn} ({name}): %n colocación extra</numerusform>
            <numerusform>Tras el turno {turn} ({name}): %n colocaciones extra</numerusform>
        </translation>
    </message>
    <message>
        <source>After turn {turn} ({name}): swapped</source>
        <translation>Tras el turno {turn} ({name}): atril cambiado</translation>
    </message>
    <message>
        <source>After turn {turn} ({name})</source>
        <translation>Tras el turno {turn} ({name})</translation>
    </message>
    <message>
        <source>lowest {score}</source>
        <translation>el más bajo {score}</translation>
    </message>
    <message>
        <source>lowest colour</source>
        <translation>color más bajo</translation>
    </message>
    <message>
        <source>bonus placement</source>
        <translation>colocación extra</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>cambio</translation>
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
        <source>Play quiet sounds as tiles are placed (M turns them on and off)</source>
        <translation>Sonidos suaves al colocar las fichas (M los activa y desactiva)</translation>
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
        <source>Sounds:</source>
        <translation>Sonidos:</translation>
    </message>
    <message>
        <source>All racks:</source>
        <translation>Todos los atriles:</translation>
    </message>
</context>
<context>
    <name>SoundCues</name>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Sonidos</translation>
    </message>
    <message>
        <source>Play the table&apos;s sounds (M)</source>
        <translation>Reproducir los sonidos de la mesa (M)</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>Sonidos activados</translation>
    </message>
    <message>
        <source>Sounds off</source>
        <translation>Sonidos desactivados</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Empatadas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Racha</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Mejor racha</translation>
    </message>
    <message>
        <source>Mean lowest</source>
        <translation>Más bajo de media</translation>
    </message>
    <message>
        <source>Best lowest</source>
        <translation>Mejor más bajo</translation>
    </message>
    <message>
        <source>Marked</source>
        <translation>Marcadas</translation>
    </message>
    <message>
        <source>Games won in a row, up to the last one</source>
        <translation>Partidas ganadas seguidas, hasta la última</translation>
    </message>
    <message>
        <source>The most games won in a row</source>
        <translation>El mayor número de partidas ganadas seguidas</translation>
    </message>
    <message>
        <source>Your lowest colour at the end, on average</source>
        <translation>Tu color más bajo al final, de media</translation>
    </message>
    <message>
        <source>Your highest lowest colour at the end of a game</source>
        <translation>Tu color más bajo más alto al final de una partida</translation>
    </message>
    <message>
        <source>Games in which a turn was undone or hints were used: counted like the others</source>
        <translation>Partidas en las que se deshizo un turno o se usaron pistas: cuentan como las demás</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Restablecer…</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra el ordenador</translation>
    </message>
    <message>
        <source>Solo: best ten</source>
        <translation>Solitario: las diez mejores</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>En la misma pantalla</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>En red</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>¿Restablecer las estadísticas?</translation>
    </message>
    <message>
        <source>Every game counted so far is forgotten: the results against each level, the solo best ten, the hot-seat players and the games at network tables. This cannot be undone.</source>
        <translation>Se olvidan todas las partidas contadas hasta ahora: los resultados contra cada nivel, las diez mejores en solitario, los jugadores en la misma pantalla y las partidas en mesas en red. No se puede deshacer.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Conservarlas</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Todavía no hay partidas.</translation>
    </message>
    <message>
        <source>undo in {count}</source>
        <translation>deshacer en {count}</translation>
    </message>
    <message>
        <source>hints in {count}</source>
        <translation>pistas en {count}</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>No solo games yet.</source>
        <translation>Todavía no hay partidas en solitario.</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>deshacer</translation>
    </message>
    <message>
        <source>hints</source>
        <translation>pistas</translation>
    </message>
</context>
<context>
    <name>SuggestionList</name>
    <message>
        <source>Suggestions:</source>
        <translation>Sugerencias:</translation>
    </message>
    <message>
        <source>{rank}: {label}</source>
        <translation>{rank}: {label}</translation>
    </message>
    <message>
        <source>{words}: what this placement adds now to your lowest colour (where colours tie at your lowest, to any of them), and the points your lowest colour is then expected to end with. Point to see it on the board, click to pick up the tile.</source>
        <translation>{words}: lo que esta colocación suma ahora a tu color más bajo (si varios colores empatan en lo más bajo, a cualquiera de ellos) y los puntos con los que se espera que termine tu color más bajo. Señala para verla en el tablero, haz clic para coger la ficha.</translation>
    </message>
    <message>
        <source>Win chance after it: {chance}. Point to see it on the board, click to pick up the tile.</source>
        <translation>Probabilidad de ganar después: {chance}. Señala para verla en el tablero, haz clic para coger la ficha.</translation>
    </message>
</context>
<context>
    <name>WinChanceBar</name>
    <message>
        <source>Expected final result: the points your lowest colour ends with</source>
        <translation>Resultado final esperado: los puntos con los que termina tu color más bajo</translation>
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
        <source>The coach&apos;s hint comes as soon as it is your turn.</source>
        <translation>La pista del entrenador llegará en cuanto sea tu turno.</translation>
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
        <source>The coach&apos;s best placement is outlined in gold; the others are listed above the table.</source>
        <translation>La mejor colocación del entrenador está bordeada en dorado; las demás aparecen sobre la mesa.</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Todavía no</translation>
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
        <source>Click a tile in your rack (or press 1-6) to pick it up</source>
        <translation>Haz clic en una ficha del atril (o pulsa 1-6) para cogerla</translation>
    </message>
    <message>
        <source>R, right click or wheel: turn · click: place · Esc: put back</source>
        <translation>R, clic derecho o rueda: girar · clic: colocar · Esc: devolver</translation>
    </message>
    <message>
        <source>Arrows: move · R: turn · Enter: place · Esc: put back</source>
        <translation>Flechas: mover · R: girar · Intro: colocar · Esc: devolver</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>más bajo</translation>
    </message>
    <message>
        <source>2nd lowest</source>
        <translation>2.º más bajo</translation>
    </message>
    <message>
        <source>3rd lowest</source>
        <translation>3.er más bajo</translation>
    </message>
    <message>
        <source>4th lowest</source>
        <translation>4.º más bajo</translation>
    </message>
    <message>
        <source>5th lowest</source>
        <translation>5.º más bajo</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>más alto</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
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
        <source>Ingenious!</source>
        <translation>¡Ingenious!</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>extra</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Ordenador {number}</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordenador</translation>
    </message>
    <message>
        <source>computer · {level}</source>
        <translation>ordenador · {level}</translation>
    </message>
    <message>
        <source>bonus placement</source>
        <translation>colocación extra</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>le toca</translation>
    </message>
    <message>
        <source>Holes: left 1–18, right 19–36</source>
        <translation>Agujeros: izquierda 1–18, derecha 19–36</translation>
    </message>
    <message>
        <source>Holes: upper line 1–18, lower line 19–36</source>
        <translation>Agujeros: línea superior 1–18, inferior 19–36</translation>
    </message>
    <message>
        <source>Each colour&apos;s score, 0 to {cap}. The lowest colour decides the game.</source>
        <translation>La puntuación de cada color, de 0 a {cap}. El color más bajo decide la partida.</translation>
    </message>
    <message>
        <source>Click the tile (or press 1-6) to pick it up; R turns it; Enter or a click places it</source>
        <translation>Haz clic en la ficha (o pulsa 1-6) para cogerla; R la gira; Intro o un clic la coloca</translation>
    </message>
    <message>
        <source>tile in the bag</source>
        <translation>ficha en la bolsa</translation>
    </message>
    <message>
        <source>Your turn — click when ready</source>
        <translation>Te toca: haz clic cuando estés listo</translation>
    </message>
    <message>
        <source>Pass to {name} — click when ready</source>
        <translation>Pasa a {name}: haz clic cuando estés listo</translation>
    </message>
    <message>
        <source>Enter or Space works too. The other players&apos; tiles stay hidden.</source>
        <translation>También sirven Intro o Espacio. Las fichas de los demás siguen ocultas.</translation>
    </message>
    <message>
        <source>Game over · {outcome}</source>
        <translation>Fin de la partida · {outcome}</translation>
    </message>
    <message>
        <source>{status} · {notice}</source>
        <translation>{status} · {notice}</translation>
    </message>
    <message>
        <source>Your turn next</source>
        <translation>Ahora te toca a ti</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Pasa a {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>You may swap your rack</source>
        <translation>Puedes cambiar tu atril</translation>
    </message>
    <message>
        <source>{name} may swap the rack</source>
        <translation>{name} puede cambiar su atril</translation>
    </message>
    <message>
        <source>Ingenious! You owe a bonus placement</source>
        <translation>¡Ingenious! Tienes una colocación extra</translation>
    </message>
    <message>
        <source>Ingenious! {name} owes a bonus placement</source>
        <translation>¡Ingenious! {name} tiene una colocación extra</translation>
    </message>
    <message>
        <source>Your turn to place a tile · first round: touch a printed symbol no tile touches yet</source>
        <translation>Te toca colocar una ficha · primera ronda: toca un símbolo impreso que aún no toque ninguna ficha</translation>
    </message>
    <message>
        <source>{name} to place a tile · first round: touch a printed symbol no tile touches yet</source>
        <translation>Le toca a {name} colocar una ficha · primera ronda: tocar un símbolo impreso que aún no toque ninguna ficha</translation>
    </message>
    <message>
        <source>Your turn to place a tile</source>
        <translation>Te toca colocar una ficha</translation>
    </message>
    <message>
        <source>{name} to place a tile</source>
        <translation>Le toca a {name} colocar una ficha</translation>
    </message>
    <message>
        <source>Solo result {result}</source>
        <translation>Resultado en solitario {result}</translation>
    </message>
    <message>
        <source>{names} share first place</source>
        <translation>{names} comparten el primer puesto</translation>
    </message>
    <message>
        <source>{team} win</source>
        <translation>{team} ganan</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Has ganado</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>Gana {name}</translation>
    </message>
    <message>
        <source>Hints you used: {count}</source>
        <translation>Pistas que has usado: {count}</translation>
    </message>
    <message>
        <source>Hints used by {name}: {count}</source>
        <translation>Pistas usadas por {name}: {count}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>You swapped your rack</source>
        <translation>Has cambiado tu atril</translation>
    </message>
    <message>
        <source>{name} swapped the rack</source>
        <translation>{name} ha cambiado su atril</translation>
    </message>
    <message>
        <source>You have no tile left for the bonus placement</source>
        <translation>No te queda ficha para la colocación extra</translation>
    </message>
    <message>
        <source>{name} has no tile left for the bonus placement</source>
        <translation>A {name} no le queda ficha para la colocación extra</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {reason}</source>
        <translation>No se pudieron guardar las estadísticas: {reason}</translation>
    </message>
    <message>
        <source>The statistics could not be reset: {reason}</source>
        <translation>No se pudieron restablecer las estadísticas: {reason}</translation>
    </message>
    <message>
        <source>The statistics file {file} could not be read ({reason}) nor set aside, so it is left as it is and this game is not counted.</source>
        <translation>El archivo de estadísticas {file} no se pudo leer ({reason}) ni apartar, así que se deja como está y esta partida no se cuenta.</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}). It was kept as {file} in the same folder, and the statistics start afresh.</source>
        <translation>No se pudo leer el archivo de estadísticas ({reason}). Se ha guardado como {file} en la misma carpeta y las estadísticas empiezan de nuevo.</translation>
    </message>
    <message>
        <source>{colour} reached {score}</source>
        <translation>{colour} ha llegado a {score}</translation>
    </message>
    <message>
        <source>{marks} · bonus placement!</source>
        <translation>{marks} · ¡colocación extra!</translation>
    </message>
    <message>
        <source>Game over: {outcome}</source>
        <translation>Fin de la partida: {outcome}</translation>
    </message>
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
    <message>
        <source>Not allowed: it is not your turn to place</source>
        <translation>No permitido: no es tu turno de colocar</translation>
    </message>
    <message>
        <source>Not allowed: a swap needs a rack with no tile of the lowest colour ({colours})</source>
        <translation>No permitido: solo se puede cambiar sin ninguna ficha del color más bajo ({colours}) en el atril</translation>
    </message>
    <message>
        <source>Event {number} of the file breaks a rule. {rule}</source>
        <translation>El evento {number} del archivo incumple una regla del juego. {rule}</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>It is a named pipe, not a file.</source>
        <translation>Es una tubería con nombre, no un archivo.</translation>
    </message>
    <message>
        <source>It is a socket, not a file.</source>
        <translation>Es un socket, no un archivo.</translation>
    </message>
    <message>
        <source>It is a device, not a file.</source>
        <translation>Es un dispositivo, no un archivo.</translation>
    </message>
    <message>
        <source>It is a special file, not a regular file.</source>
        <translation>Es un archivo especial, no un archivo normal.</translation>
    </message>
    <message>
        <source>There is no such file: it may have been moved, renamed or deleted.</source>
        <translation>Ese archivo no existe: puede que se haya movido, renombrado o borrado.</translation>
    </message>
    <message>
        <source>This program is not allowed to read it.</source>
        <translation>Este programa no tiene permiso para leerlo.</translation>
    </message>
    <message>
        <source>It cannot be read: {reason}</source>
        <translation>No se puede leer: {reason}</translation>
    </message>
    <message>
        <source>It is not JSON text, as a saved game is.</source>
        <translation>No es texto JSON, como lo es una partida guardada.</translation>
    </message>
    <message>
        <source>It is not JSON text, as a saved game is: reading stops at line {line}, column {column}.</source>
        <translation>No es texto JSON, como lo es una partida guardada: la lectura se detiene en la línea {line}, columna {column}.</translation>
    </message>
    <message>
        <source>It does not say which version of the format it is written in; this program reads version {supported}.</source>
        <translation>El archivo no dice en qué versión del formato está escrito; este programa lee la versión {supported}.</translation>
    </message>
    <message>
        <source>It is written in version {version} of the format; this program reads version {supported}.</source>
        <translation>El archivo está escrito en la versión {version} del formato; este programa lee la versión {supported}.</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena de texto</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>The “{key}” of player {number} must be {kind}.</source>
        <translation>«{key}» del jugador {number} debe ser {kind}.</translation>
    </message>
    <message>
        <source>The “{key}” of event {number} must be {kind}.</source>
        <translation>«{key}» del evento {number} debe ser {kind}.</translation>
    </message>
    <message>
        <source>The file’s “{key}” must be {kind}.</source>
        <translation>«{key}» del archivo debe ser {kind}.</translation>
    </message>
    <message>
        <source>It is larger than {limit} KiB, far larger than a saved game.</source>
        <translation>Ocupa más de {limit} KiB, mucho más que una partida guardada.</translation>
    </message>
    <message>
        <source>It is {encoding} text; a saved game is UTF-8 text.</source>
        <translation>Es texto {encoding}; una partida guardada es texto UTF-8.</translation>
    </message>
    <message>
        <source>It is not UTF-8 text (byte {byte} at position {offset}); a saved game is UTF-8 text.</source>
        <translation>No es texto UTF-8 (byte {byte} en la posición {offset}); una partida guardada es texto UTF-8.</translation>
    </message>
    <message>
        <source>Its JSON is nested too deeply to be a saved game.</source>
        <translation>Su JSON está anidado a demasiada profundidad para ser una partida guardada.</translation>
    </message>
    <message>
        <source>It is JSON, but not the JSON object a saved game is.</source>
        <translation>Es JSON, pero no el objeto JSON que es una partida guardada.</translation>
    </message>
    <message>
        <source>It is JSON, but not a saved game of this program: its “format” is not “{format}”.</source>
        <translation>Es JSON, pero no una partida guardada de este programa: su «format» no es «{format}».</translation>
    </message>
    <message>
        <source>Player {number} of the file is not a JSON object.</source>
        <translation>El jugador {number} del archivo no es un objeto JSON.</translation>
    </message>
    <message>
        <source>The name of player {number} is not text: it holds a lone surrogate escape, which is no character.</source>
        <translation>El nombre del jugador {number} no es texto: contiene un escape de sustituto suelto, que no es ningún carácter.</translation>
    </message>
    <message>
        <source>Player {number} is of the kind “{kind}”; a player is “human” or “ai”.</source>
        <translation>El jugador {number} es del tipo «{kind}»; un jugador es «human» o «ai».</translation>
    </message>
    <message>
        <source>Player {number} plays at the level “{level}”; the levels are “easy”, “medium” and “hard”.</source>
        <translation>El jugador {number} juega en el nivel «{level}»; los niveles son «easy», «medium» y «hard».</translation>
    </message>
    <message>
        <source>Event {number} of the file is not a JSON object.</source>
        <translation>El evento {number} del archivo no es un objeto JSON.</translation>
    </message>
    <message>
        <source>Event {number} names no seat of this game: its “player” must be from 0 to {last}.</source>
        <translation>El evento {number} no nombra ningún puesto de esta partida: su «player» debe ir de 0 a {last}.</translation>
    </message>
    <message>
        <source>The “tiles” of event {number} must be a list of tiles, each a string.</source>
        <translation>«tiles» del evento {number} debe ser una lista de fichas, cada una una cadena de texto.</translation>
    </message>
    <message>
        <source>The “at” of event {number} must be two cells, each [q, r] in whole numbers.</source>
        <translation>«at» del evento {number} debe ser dos casillas, cada una [q, r] en números enteros.</translation>
    </message>
    <message>
        <source>Event {number} is of the type “{type}”; an event is “draw”, “place” or “swap”.</source>
        <translation>El evento {number} es del tipo «{type}»; un evento es «draw», «place» o «swap».</translation>
    </message>
    <message>
        <source>Not allowed: the game is over</source>
        <translation>No permitido: la partida ha terminado</translation>
    </message>
    <message>
        <source>Not allowed: this is not a move of the game</source>
        <translation>No permitido: esto no es una jugada de la partida</translation>
    </message>
    <message>
        <source>Not allowed: a tile must be placed before the rack is refilled</source>
        <translation>No permitido: hay que colocar una ficha antes de rellenar el atril</translation>
    </message>
    <message>
        <source>Not allowed: a swap comes at the end of a turn, after the placements</source>
        <translation>No permitido: el cambio se hace al final del turno, después de colocar</translation>
    </message>
    <message>
        <source>Not allowed: there is no swap in this variant</source>
        <translation>No permitido: en esta variante no se cambia</translation>
    </message>
    <message>
        <source>Not allowed: the rack has already been swapped this turn</source>
        <translation>No permitido: el atril ya se ha cambiado en este turno</translation>
    </message>
    <message>
        <source>Not allowed: the bag is empty, so there is nothing to swap for</source>
        <translation>No permitido: la bolsa está vacía, no hay nada por lo que cambiar</translation>
    </message>
    <message>
        <source>Not allowed: the game starts with the tiles dealt, a rack for each player</source>
        <translation>No permitido: la partida empieza repartiendo las fichas, un atril por jugador</translation>
    </message>
    <message>
        <source>Not allowed: the turn ends with refilling the rack, not with another placement</source>
        <translation>No permitido: el turno termina rellenando el atril, no con otra colocación</translation>
    </message>
    <message>
        <source>Not allowed: it is your turn, not {other}’s</source>
        <translation>No permitido: es tu turno, no el de {other}</translation>
    </message>
    <message>
        <source>Not allowed: it is {name}’s turn</source>
        <translation>No permitido: es el turno de {name}</translation>
    </message>
    <message>
        <source>Not allowed: the {colour}/{other_colour} tile is not in the bag</source>
        <translation>No permitido: la ficha de colores {colour} y {other_colour} no está en la bolsa</translation>
    </message>
    <message>
        <source>Not allowed: the {colour}/{other_colour} tile is not in your rack</source>
        <translation>No permitido: la ficha de colores {colour} y {other_colour} no está en tu atril</translation>
    </message>
    <message>
        <source>Not allowed: the {colour}/{other_colour} tile is not in {name}’s rack</source>
        <translation>No permitido: la ficha de colores {colour} y {other_colour} no está en el atril de {name}</translation>
    </message>
    <message>
        <source>Not allowed: “{variant}” is not a variant this program knows</source>
        <translation>No permitido: «{variant}» no es una variante que este programa conozca</translation>
    </message>
    <message>
        <source>Not allowed: “{letter}” is not the letter of a colour</source>
        <translation>No permitido: «{letter}» no es la letra de un color</translation>
    </message>
    <message>
        <source>Not allowed: “{tile}” is not a tile</source>
        <translation>No permitido: «{tile}» no es una ficha</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>jugador {number}</translation>
    </message>
    <message>
        <source>⇄ new rack</source>
        <translation>⇄ atril nuevo</translation>
    </message>
    <message>
        <source>Computer ({level}) for {name}</source>
        <translation>Ordenador ({level}) por {name}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (ordenador)</translation>
    </message>
    <message>
        <source>You swap: your whole rack is set aside for six new tiles</source>
        <translation>Cambias: todo tu atril se aparta por seis fichas nuevas</translation>
    </message>
    <message>
        <source>{name} swaps: the whole rack is set aside for six new tiles</source>
        <translation>{name} cambia: todo su atril se aparta por seis fichas nuevas</translation>
    </message>
    <message>
        <source>{colour} +{points}, {other_colour} +{other_points}</source>
        <translation>{colour} +{points}, {other_colour} +{other_points}</translation>
    </message>
    <message>
        <source>{colour} reaches {score}</source>
        <translation>{colour} llega a {score}</translation>
    </message>
    <message>
        <source>{placement} — Ingenious! {marks}</source>
        <translation>{placement} — ¡Ingenious! {marks}</translation>
    </message>
    <message>
        <source>You place {tile} (bonus placement): {scored}</source>
        <translation>Colocas {tile} (colocación extra): {scored}</translation>
    </message>
    <message>
        <source>You place {tile}: {scored}</source>
        <translation>Colocas {tile}: {scored}</translation>
    </message>
    <message>
        <source>{name} places {tile} (bonus placement): {scored}</source>
        <translation>{name} coloca {tile} (colocación extra): {scored}</translation>
    </message>
    <message>
        <source>{name} places {tile}: {scored}</source>
        <translation>{name} coloca {tile}: {scored}</translation>
    </message>
    <message>
        <source>You may set your whole rack aside and draw six new tiles, or keep your tiles and refill the rack as usual.</source>
        <translation>Puedes apartar todo tu atril y robar seis fichas nuevas, o quedarte tus fichas y rellenar el atril como siempre.</translation>
    </message>
    <message>
        <source>Replay of a finished game · turn {turn} of {turns} · {status}</source>
        <translation>Repetición de una partida terminada · turno {turn} de {turns} · {status}</translation>
    </message>
    <message>
        <source>Replay of an unfinished game · turn {turn} of {turns} · {status}</source>
        <translation>Repetición de una partida sin terminar · turno {turn} de {turns} · {status}</translation>
    </message>
    <message>
        <source>turn {turn} of {turns} · every rack face up</source>
        <translation>turno {turn} de {turns} · todos los atriles a la vista</translation>
    </message>
    <message>
        <source>A new game goes on from the position shown, with the same tiles in every rack. Choose who plays each seat; the saved game is not changed.</source>
        <translation>Una partida nueva sigue desde la posición mostrada, con las mismas fichas en cada atril. Elige quién juega cada puesto; la partida guardada no cambia.</translation>
    </message>
    <message>
        <source>This game is not finished. The replay shows every player&apos;s rack, tiles that are still hidden in the game.</source>
        <translation>Esta partida no ha terminado. La repetición muestra el atril de cada jugador, fichas que aún están ocultas en la partida.</translation>
    </message>
    <message>
        <source>Your three lowest colours, two digits each, lowest first (the best is 363636).</source>
        <translation>Tus tres colores más bajos, dos cifras cada uno, el más bajo primero (lo mejor es 363636).</translation>
    </message>
    <message>
        <source>Each player&apos;s colours from lowest to highest: the lowest colour decides, then the next.</source>
        <translation>Los colores de cada jugador, del más bajo al más alto: decide el color más bajo, luego el siguiente.</translation>
    </message>
    <message>
        <source>Your rack has no tile showing your lowest colour ({colour}).</source>
        <translation>Tu atril no tiene ninguna ficha de tu color más bajo ({colour}).</translation>
    </message>
    <message>
        <source>Your rack has no tile showing your lowest colours ({colours}).</source>
        <translation>Tu atril no tiene ninguna ficha de tus colores más bajos ({colours}).</translation>
    </message>
    <message>
        <source>all six colours at the top: an instant win</source>
        <translation>los seis colores en lo más alto: victoria inmediata</translation>
    </message>
    <message>
        <source>This name holds characters a table does not take (control or direction marks, or too many accents on one letter): type it without them.</source>
        <translation>Este nombre contiene caracteres que una mesa no acepta (caracteres de control o de dirección, o demasiados acentos en una letra): escríbelo sin ellos.</translation>
    </message>
    <message>
        <source>This name shows nothing (only blank or invisible characters): type a name the others can see.</source>
        <translation>Este nombre no muestra nada (solo caracteres en blanco o invisibles): escribe un nombre que los demás puedan ver.</translation>
    </message>
    <message>
        <source>Connected: table {code}</source>
        <translation>Conectado: mesa {code}</translation>
    </message>
    <message>
        <source>Connection lost: connecting again…</source>
        <translation>Conexión perdida: volviendo a conectar…</translation>
    </message>
    <message>
        <source>No answer from the server for {minutes}:{seconds:02d}: connecting again…</source>
        <translation>Sin respuesta del servidor desde hace {minutes}:{seconds:02d}: conectando de nuevo…</translation>
    </message>
    <message>
        <source>The table&apos;s server may have stopped (its host may have closed the game). Game ▸ Leave the network table… lets you play on this computer instead.</source>
        <translation>Puede que el servidor de la mesa se haya detenido (quizá su anfitrión cerró el juego). Con Partida ▸ Dejar la mesa en red… juegas en este ordenador.</translation>
    </message>
    <message>
        <source>Network table {code}, game {number}</source>
        <translation>Mesa en red {code}, partida {number}</translation>
    </message>
    <message>
        <source>Network table {code}</source>
        <translation>Mesa en red {code}</translation>
    </message>
    <message>
        <source>You left the network table: the computer plays your seat there to the end.</source>
        <translation>Has dejado la mesa en red: el ordenador juega tu puesto allí hasta el final.</translation>
    </message>
    <message>
        <source>You left the network table while its server was not answering: your seat is kept, and offered when this program starts next.</source>
        <translation>Has dejado la mesa en red mientras su servidor no respondía: tu puesto se guarda y se te ofrecerá la próxima vez que se inicie este programa.</translation>
    </message>
    <message>
        <source>The server keeps this game; at its end it is kept here with every rack, and may then be saved.</source>
        <translation>El servidor conserva esta partida; al terminar, se conserva aquí con todos los atriles y entonces se puede guardar.</translation>
    </message>
    <message>
        <source>The server cannot save the game right now: moves wait until it can.</source>
        <translation>El servidor no puede guardar la partida ahora mismo: las jugadas esperan hasta que pueda.</translation>
    </message>
    <message>
        <source>Server cannot save: moves wait</source>
        <translation>El servidor no puede guardar: las jugadas esperan</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>away {minutes}:{seconds:02d}</source>
        <translation>ausente {minutes}:{seconds:02d}</translation>
    </message>
    <message>
        <source>Waiting for {name} ({minutes}:{seconds:02d})</source>
        <translation>Esperando a {name} ({minutes}:{seconds:02d})</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Ordenador ({level})</translation>
    </message>
    <message>
        <source>{name}, computer ({level})</source>
        <translation>{name}, ordenador ({level})</translation>
    </message>
    <message>
        <source>{name} left: a computer plays</source>
        <translation>{name} se ha ido: juega un ordenador</translation>
    </message>
    <message>
        <source>Open: a friend, or a computer when the game starts</source>
        <translation>Abierto: un amigo, o un ordenador cuando empiece la partida</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Esperando a un amigo…</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name} (ausente)</translation>
    </message>
    <message>
        <source>Partners: seats {a} and {b} play together, against seats {c} and {d}.</source>
        <translation>Parejas: los asientos {a} y {b} juegan juntos, contra los asientos {c} y {d}.</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>The network game at table {code} on {address} was not finished, and your seat is kept for you. Take it back?</source>
        <translation>La partida en red de la mesa {code} en {address} no terminó, y tu asiento te espera. ¿Volver a él?</translation>
    </message>
    <message>
        <source>Nothing answers at {address}: check the address, and that the host&apos;s game is open.</source>
        <translation>Nada responde en {address}: comprueba la dirección y que la partida del anfitrión esté abierta.</translation>
    </message>
    <message>
        <source>What answers at {address} is not a table of this game: check the address.</source>
        <translation>Lo que responde en {address} no es una mesa de este juego: comprueba la dirección.</translation>
    </message>
    <message>
        <source>No table on that server has this code.</source>
        <translation>Ninguna mesa de ese servidor tiene este código.</translation>
    </message>
    <message>
        <source>Every seat for a person at that table is taken.</source>
        <translation>Todos los puestos para una persona en esa mesa están ocupados.</translation>
    </message>
    <message>
        <source>That server speaks another version of the network game: update both programs.</source>
        <translation>Ese servidor habla otra versión del juego en red: actualizad los dos programas.</translation>
    </message>
    <message>
        <source>The server refused: {reason}</source>
        <translation>El servidor se ha negado: {reason}</translation>
    </message>
    <message>
        <source>This server does not offer rematches: start a new table for another game.</source>
        <translation>Este servidor no ofrece revanchas: abre una mesa nueva para otra partida.</translation>
    </message>
    <message>
        <source>{name} left the table: the computer plays that seat to the end.</source>
        <translation>{name} ha dejado la mesa: el ordenador juega ese puesto hasta el final.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back.</source>
        <translation>El ordenador juega por {name} hasta que vuelva.</translation>
    </message>
    <message>
        <source>{name} is back and plays again.</source>
        <translation>{name} ha vuelto y juega de nuevo.</translation>
    </message>
    <message>
        <source>{name} wants a rematch.</source>
        <translation>{name} quiere la revancha.</translation>
    </message>
    <message>
        <source>You asked for a rematch: it begins when everyone at the table has.</source>
        <translation>Has pedido la revancha: empieza cuando todos en la mesa la hayan pedido.</translation>
    </message>
    <message>
        <source>The rematch has begun.</source>
        <translation>La revancha ha comenzado.</translation>
    </message>
    <message>
        <source>Seat at table {code} given up, but its server was not reached: the others may let the computer play it ({reason}).</source>
        <translation>Asiento en la mesa {code} abandonado, pero su servidor no respondió: los demás pueden dejar que lo juegue el ordenador ({reason}).</translation>
    </message>
    <message>
        <source>{host} · {address}, table {code}
{game}, {free}</source>
        <translation>{host} · {address}, mesa {code}
{game}, {free}</translation>
    </message>
    <message>
        <source>No tables found nearby</source>
        <translation>No se encontraron mesas cerca</translation>
    </message>
    <message>
        <source>This server does not offer the coach at its tables: it stays off.</source>
        <translation>Este servidor no ofrece el entrenador en sus mesas: sigue desactivado.</translation>
    </message>
    <message>
        <source>The coach is off in this network game: it is on only if everyone at the table agreed to it before the game began.</source>
        <translation>El entrenador está desactivado en esta partida en red: solo ayuda si todos en la mesa lo aceptaron antes de empezar la partida.</translation>
    </message>
    <message>
        <source>In a network game the review opens when the server has sent the whole game at its end: until then the others&apos; racks are hidden.</source>
        <translation>En una partida en red, el análisis se abre cuando el servidor ha enviado la partida entera al terminar: hasta entonces, los atriles de los demás están ocultos.</translation>
    </message>
    <message>
        <source>You propose the coach (hints and win chances). It is on only if everyone at the table has agreed when you start the game.</source>
        <translation>Propones el entrenador (consejos y probabilidades de ganar). Solo ayuda si todos en la mesa han aceptado cuando empiezas la partida.</translation>
    </message>
    <message>
        <source>The host proposes the coach (hints and win chances). It is on only if everyone at the table has agreed when the game starts.</source>
        <translation>El anfitrión propone el entrenador (consejos y probabilidades de ganar). Solo ayuda si todos en la mesa han aceptado cuando empieza la partida.</translation>
    </message>
    <message>
        <source>Agreed so far: {names}</source>
        <translation>De acuerdo hasta ahora: {names}</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>standard</source>
        <translation>estándar</translation>
    </message>
    <message>
        <source>travel edition</source>
        <translation>edición de viaje</translation>
    </message>
    <message>
        <source>team play</source>
        <translation>por equipos</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>en solitario</translation>
    </message>
    <message>
        <source>Settings not read</source>
        <translation>Ajustes no leídos</translation>
    </message>
    <message>
        <source>{problem}

The game starts with the default settings and cannot keep changes to them until the file is fixed.</source>
        <translation>{problem}

El juego empieza con los ajustes predeterminados y no puede guardar cambios en ellos hasta que se arregle el archivo.</translation>
    </message>
    <message>
        <source>The settings file {file} is not one this game wrote ({reason}). It is kept, unchanged, as
{kept}

The game starts with the default settings.</source>
        <translation>El archivo de ajustes {file} no lo escribió este juego ({reason}). Se conserva, sin cambios, como
{kept}

El juego empieza con los ajustes predeterminados.</translation>
    </message>
    <message>
        <source>No autosave</source>
        <translation>Sin guardado automático</translation>
    </message>
    <message>
        <source>The folder for the autosave and the statistics cannot be made:
{folder}
({error})

You can play, but this session is not autosaved and its games are not counted in the statistics. Save a game you want to keep (Game ▸ Save).</source>
        <translation>No se puede crear la carpeta del guardado automático y de las estadísticas:
{folder}
({error})

Puedes jugar, pero esta sesión no se guarda automáticamente y sus partidas no cuentan en las estadísticas. Guarda la partida que quieras conservar (Partida ▸ Guardar).</translation>
    </message>
    <message>
        <source>More unfinished games</source>
        <translation>Más partidas sin terminar</translation>
    </message>
    <message>
        <source>Another copy of Ingenious Desktop also left a game unfinished. Each such game is kept as a file of its own, listed under Game ▸ Open recent:
{files}</source>
        <translation>Otra copia de Ingenious Desktop también dejó una partida sin terminar. Cada una de esas partidas se guarda en un archivo propio, que aparece en Partida ▸ Partidas recientes:
{files}</translation>
    </message>
    <message>
        <source>The computer players cannot start</source>
        <translation>Los jugadores del ordenador no pueden empezar</translation>
    </message>
    <message>
        <source>{error}

Ingenious Desktop is damaged: please install it again.</source>
        <translation>{error}

Ingenious Desktop está dañado: vuelve a instalarlo, por favor.</translation>
    </message>
    <message>
        <source>The last game ({variant}: {names}) was not finished.</source>
        <translation>La última partida ({variant}: {names}) no se terminó.</translation>
    </message>
    <message>
        <source>The last game&apos;s autosave could not be read:
{error}</source>
        <translation>No se pudo leer el guardado automático de la última partida:
{error}</translation>
    </message>
    <message>
        <source>Autosave unreadable</source>
        <translation>Guardado automático ilegible</translation>
    </message>
    <message>
        <source>{problem}

It could not be moved aside ({error}), so it is left as it is and this session is not autosaved:
{file}</source>
        <translation>{problem}

No se pudo apartar ({error}), así que se deja como está y esta sesión no se guarda automáticamente:
{file}</translation>
    </message>
    <message>
        <source>{problem}

It is kept, unchanged, as
{file}

The next autosave is written beside it.</source>
        <translation>{problem}

Se conserva, sin cambios, como
{file}

El próximo guardado automático se escribe a su lado.</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>¿Reanudar la partida sin terminar?</translation>
    </message>
    <message>
        <source>{question}

Play on with it?</source>
        <translation>{question}

¿Seguir jugándola?</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
</context>
<context>
    <name>opponents</name>
    <message>
        <source>A beginner who likes to sit on the line you need most.</source>
        <translation>Un principiante al que le gusta ocupar la línea que más necesitas.</translation>
    </message>
    <message>
        <source>A beginner who chases 18s, even when another colour is falling behind.</source>
        <translation>Un principiante que persigue los 18, aunque otro color se quede atrás.</translation>
    </message>
    <message>
        <source>A beginner who tries to keep all six colours together.</source>
        <translation>Un principiante que intenta mantener juntos sus seis colores.</translation>
    </message>
    <message>
        <source>Plays for points, and when two placements are close, shuts the line your weakest colour needs.</source>
        <translation>Juega por los puntos y, cuando dos colocaciones están igualadas, cierra la línea que necesita tu color más débil.</translation>
    </message>
    <message>
        <source>Races colours to 18 and strings bonus placements together.</source>
        <translation>Lleva sus colores a toda prisa hasta 18 y encadena colocaciones extra.</translation>
    </message>
    <message>
        <source>Steady: keeps its colours level and rarely lets one lag.</source>
        <translation>Constante: mantiene sus colores igualados y rara vez deja uno atrás.</translation>
    </message>
    <message>
        <source>Sees which colour you need and shuts its lines before you get there.</source>
        <translation>Ve qué color necesitas y cierra sus líneas antes de que llegues.</translation>
    </message>
    <message>
        <source>Plans bonus chains: an 18 now, another placement at once.</source>
        <translation>Planea cadenas de colocaciones extra: un 18 ahora y otra colocación enseguida.</translation>
    </message>
    <message>
        <source>Patient and balanced: leaves you no weak colour to exploit.</source>
        <translation>Paciente y equilibrado: no te deja ningún color débil que aprovechar.</translation>
    </message>
    <message>
        <source>No particular style</source>
        <translation>Sin estilo particular</translation>
    </message>
    <message>
        <source>Plays the level&apos;s own game, with no habit you could learn to expect.</source>
        <translation>Juega el juego de su nivel, sin ninguna costumbre que puedas aprender a esperar.</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
</context>
</TS>
