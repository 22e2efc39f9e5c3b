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
</TS>
