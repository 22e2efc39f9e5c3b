<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
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
        <translation>Partie auswerten…</translation>
    </message>
    <message>
        <source>Hints used by {name}: {count}</source>
        <translation>Tipps für {name}: {count}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Right cells, but the wrong way round: turn the tile so that each colour lies where the step says, then put it down again.</source>
        <translation>Die richtigen Felder, aber falsch herum: Drehe den Spielstein, bis jede Farbe dort liegt, wo dieser Schritt sie haben will, und lege ihn dann noch einmal.</translation>
    </message>
    <message>
        <source>This step is done: press Next to go on.</source>
        <translation>Dieser Schritt ist geschafft: Weiter mit „Weiter“.</translation>
    </message>
    <message>
        <source>You kept your tiles. That is allowed, but with no purple in your rack you could not raise purple next turn. The offer comes again: this time, swap.</source>
        <translation>Du hast deine Spielsteine behalten. Das ist erlaubt, aber ohne Lila auf der Ablage könntest du Lila im nächsten Zug nicht steigern. Das Angebot kommt noch einmal: Tausche diesmal.</translation>
    </message>
    <message>
        <source>Pick up a tile</source>
        <translation>Einen Spielstein aufnehmen</translation>
    </message>
    <message>
        <source>This is a real game against the computer, set up for the lesson. Your six tiles lie face up in your rack. Pick up the red and yellow tile: click it, or press 5, its place in the rack.</source>
        <translation>Dies ist ein echtes Spiel gegen den Computer, für die Lektion vorbereitet. Deine sechs Spielsteine liegen offen auf deiner Ablage. Nimm den rot-gelben Spielstein auf: Klicke ihn an oder drücke 5, seinen Platz auf der Ablage.</translation>
    </message>
    <message>
        <source>The tile is in your hand. It follows the pointer, and the board glows wherever it may go.</source>
        <translation>Der Spielstein ist in deiner Hand. Er folgt dem Mauszeiger, und das Spielbrett leuchtet überall dort, wo er hin darf.</translation>
    </message>
    <message>
        <source>That is another tile. Press Esc to put it back, then pick up the fifth tile, the red and yellow one.</source>
        <translation>Das ist ein anderer Spielstein. Lege ihn mit Esc zurück und nimm dann den fünften auf, den rot-gelben.</translation>
    </message>
    <message>
        <source>Turn the tile</source>
        <translation>Den Spielstein drehen</translation>
    </message>
    <message>
        <source>A tile covers two neighbouring cells and may lie in six directions. Turn the tile in your hand: press R, click the right mouse button or roll the wheel.</source>
        <translation>Ein Spielstein bedeckt zwei benachbarte Felder und kann in sechs Richtungen liegen. Drehe den Spielstein in deiner Hand: Drücke R, klicke mit der rechten Maustaste oder drehe das Mausrad.</translation>
    </message>
    <message>
        <source>Each turn swings the second half one step around the first. Turn it as often as you like.</source>
        <translation>Jede Drehung schwenkt die zweite Hälfte einen Schritt um die erste herum. Drehe ihn, so oft du willst.</translation>
    </message>
    <message>
        <source>Hold the red and yellow tile to turn it: press 5 to pick it up again.</source>
        <translation>Nimm den rot-gelben Spielstein in die Hand, um ihn zu drehen: Drücke 5, um ihn wieder aufzunehmen.</translation>
    </message>
    <message>
        <source>How a half scores</source>
        <translation>Wie eine Hälfte punktet</translation>
    </message>
    <message>
        <source>Put the tile on the two marked cells, red on the upper one and yellow on the lower one. Each half looks along the five lines leaving its cell (all but the one toward its other half) and scores a point for each cell of its colour in an unbroken row, printed symbols included. The numbers over the cells show the points before you click.</source>
        <translation>Lege den Spielstein auf die beiden markierten Felder, Rot auf das obere und Gelb auf das untere. Jede Hälfte schaut entlang der fünf Linien, die von ihrem Feld ausgehen (alle außer der zu ihrer anderen Hälfte), und bekommt einen Punkt für jedes Feld ihrer Farbe in ununterbrochener Reihe, aufgedruckte Symbole eingeschlossen. Die Zahlen über den Feldern zeigen die Punkte, bevor du klickst.</translation>
    </message>
    <message>
        <source>The yellow half saw yellow along three lines, 1 + 1 + 2: four points for yellow. The red half saw no red and scored nothing. The lines that counted flashed. Now the computer takes its turn.</source>
        <translation>Die gelbe Hälfte sah Gelb entlang dreier Linien, 1 + 1 + 2: vier Punkte für Gelb. Die rote Hälfte sah kein Rot und bekam nichts. Die Linien, die zählten, leuchteten auf. Jetzt ist der Computer am Zug.</translation>
    </message>
    <message>
        <source>The rules allow that, but this step wants the marked cells: red on the upper one, yellow on the lower one.</source>
        <translation>Das erlauben die Regeln, aber dieser Schritt will die markierten Felder: Rot auf das obere, Gelb auf das untere.</translation>
    </message>
    <message>
        <source>Only the lowest colour counts</source>
        <translation>Nur die schwächste Farbe zählt</translation>
    </message>
    <message>
        <source>Later in a game. Look at your score board: yellow is your lowest colour, at 3. When the game ends, players are compared by their lowest colour first, so a point in yellow is worth more to you than points in any other colour. Put a yellow and blue tile on the marked cells, yellow on the lower one.</source>
        <translation>Später in einem Spiel. Sieh auf deine Wertungstafel: Gelb ist deine schwächste Farbe, bei 3. Am Ende werden die Spieler zuerst nach ihrer schwächsten Farbe verglichen, deshalb ist dir ein Punkt in Gelb mehr wert als Punkte in jeder anderen Farbe. Lege einen gelb-blauen Spielstein auf die markierten Felder, Gelb auf das untere.</translation>
    </message>
    <message>
        <source>Yellow rises from 3 to 6. Six points in purple were on offer elsewhere, but purple is already at 11: they would have left you as weak as before.</source>
        <translation>Gelb steigt von 3 auf 6. Anderswo gab es sechs Punkte in Lila, aber Lila steht schon bei 11: Damit wärst du so schwach geblieben wie vorher.</translation>
    </message>
    <message>
        <source>The rules allow that, but it does less for yellow, your lowest colour. Points in a colour that is already ahead do not win the game: put the yellow and blue tile on the marked cells, yellow on the lower one.</source>
        <translation>Das erlauben die Regeln, aber es bringt Gelb, deiner schwächsten Farbe, weniger. Punkte in einer Farbe, die schon vorn liegt, gewinnen das Spiel nicht: Lege den gelb-blauen Spielstein auf die markierten Felder, Gelb auf das untere.</translation>
    </message>
    <message>
        <source>Reaching 18: Ingenious!</source>
        <translation>18 erreichen: Einfach genial!</translation>
    </message>
    <message>
        <source>A colour goes no higher than 18. Red stands at 17. Put the red and green tile on the marked cells, red on the left: red reaches 18, and reaching 18 earns a bonus placement at once.</source>
        <translation>Keine Farbe steigt über 18. Rot steht bei 17. Lege den rot-grünen Spielstein auf die markierten Felder, Rot links: Rot erreicht 18, und wer 18 erreicht, legt sofort einen Spielstein extra.</translation>
    </message>
    <message>
        <source>Ingenious! Red is at 18; the points past it are lost. For reaching 18 you place one more tile now, before you draw.</source>
        <translation>Einfach genial! Rot steht bei 18; die Punkte darüber verfallen. Weil du 18 erreicht hast, legst du jetzt noch einen Spielstein, bevor du nachziehst.</translation>
    </message>
    <message>
        <source>The rules allow that, but it does not take red to 18. Put the red and green tile on the marked cells, red on the left.</source>
        <translation>Das erlauben die Regeln, aber damit erreicht Rot nicht 18. Lege den rot-grünen Spielstein auf die markierten Felder, Rot links.</translation>
    </message>
    <message>
        <source>The bonus placement</source>
        <translation>Der Extrazug</translation>
    </message>
    <message>
        <source>The bonus placement is a whole extra placement by the same rules: put any tile anywhere it fits. If it takes another colour to 18, you earn one more.</source>
        <translation>Der Extrazug ist ein ganzes weiteres Legen nach denselben Regeln: Lege einen beliebigen Spielstein, wo er passt. Bringt er eine weitere Farbe auf 18, bekommst du noch einen.</translation>
    </message>
    <message>
        <source>Only now does your turn end: you draw back up to six tiles.</source>
        <translation>Erst jetzt endet dein Zug: Du ziehst wieder auf sechs Spielsteine nach.</translation>
    </message>
    <message>
        <source>Any placement will do.</source>
        <translation>Jeder Platz ist recht.</translation>
    </message>
    <message>
        <source>When a swap is allowed</source>
        <translation>Wann Tauschen erlaubt ist</translation>
    </message>
    <message>
        <source>You have just placed a tile. Purple is your lowest colour, and no tile in your rack shows purple. Only then, before you draw, may you swap: set all your tiles aside and draw six new ones. Answer the question: swap.</source>
        <translation>Du hast gerade einen Spielstein gelegt. Lila ist deine schwächste Farbe, und kein Spielstein auf deiner Ablage zeigt Lila. Nur dann darfst du vor dem Nachziehen tauschen: Lege alle deine Spielsteine beiseite und ziehe sechs neue. Beantworte die Frage: tauschen.</translation>
    </message>
    <message>
        <source>You drew six new tiles; your old ones went back into the bag. With a tile of your lowest colour in the rack, no swap would have been offered.</source>
        <translation>Du hast sechs neue Spielsteine gezogen; deine alten kamen zurück in den Beutel. Mit einem Spielstein deiner schwächsten Farbe auf der Ablage wäre kein Tausch angeboten worden.</translation>
    </message>
    <message>
        <source>How the game ends and who wins</source>
        <translation>Wie das Spiel endet und wer gewinnt</translation>
    </message>
    <message>
        <source>Only the two marked cells are left side by side on the board. Put any tile there: when no tile fits any more, the game ends at once.</source>
        <translation>Nur noch die beiden markierten Felder liegen nebeneinander frei. Lege irgendeinen Spielstein dorthin: Wenn kein Spielstein mehr passt, endet das Spiel sofort.</translation>
    </message>
    <message>
        <source>The game is over. Each player&apos;s colours are compared from the lowest up: the computer has two colours at 18 but two at only 7, while none of yours is below 10, so you win. That is the whole game: press Finish to play on.</source>
        <translation>Das Spiel ist aus. Die Farben jedes Spielers werden von der schwächsten an verglichen: Der Computer hat zwei Farben bei 18, aber zwei bei nur 7, während keine deiner Farben unter 10 liegt, also gewinnst du. Das ist das ganze Spiel: Mit „Fertig“ spielst du weiter.</translation>
    </message>
    <message>
        <source>Put a tile on the marked cells.</source>
        <translation>Lege einen Spielstein auf die markierten Felder.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Schritt {number} von {count}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>&amp;Wiedergabe…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo turn</source>
        <translation>Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo turn</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Spiel&amp;verlauf</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <source>&amp;About Ingenious Desktop</source>
        <translation>Ü&amp;ber Ingenious Desktop</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <source>Learn to play?</source>
        <translation>Spielen lernen?</translation>
    </message>
    <message>
        <source>New to Ingenious? A short lesson on the real table shows you how to place and turn tiles, how they score, and how to win. You can leave it at any time and find it again under Help ▸ Learn to play.</source>
        <translation>Neu bei Einfach genial? Eine kurze Lektion am echten Spieltisch zeigt dir, wie du Spielsteine legst und drehst, wie sie punkten und wie man gewinnt. Du kannst sie jederzeit verlassen und findest sie wieder unter Hilfe ▸ Spielen lernen.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Spieler in Sitzreihenfolge</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Wer beginnt:</translation>
    </message>
    <message>
        <source>Player {number} (team {team})</source>
        <translation>Spieler {number} (Team {team})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <source>Standard, 2 players</source>
        <translation>Standard, 2 Spieler</translation>
    </message>
    <message>
        <source>Standard, 3 players</source>
        <translation>Standard, 3 Spieler</translation>
    </message>
    <message>
        <source>Standard, 4 players</source>
        <translation>Standard, 4 Spieler</translation>
    </message>
    <message>
        <source>Travel edition, 2 players</source>
        <translation>Reiseausgabe, 2 Spieler</translation>
    </message>
    <message>
        <source>Team play, 4 players (seats 1+3 against 2+4)</source>
        <translation>Teamspiel, 4 Spieler (Plätze 1+3 gegen 2+4)</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the game</source>
        <translation>Auswertung der Partie</translation>
    </message>
    <message>
        <source>Gold: the coach&apos;s best placement. Red dashes: the placement played.</source>
        <translation>Gold: der beste Zug des Trainers. Rot gestrichelt: der gespielte Zug.</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>{verdict}: {name} swapped the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}: {name} hat die Spielsteine getauscht. Siegchance {played}, bei der besten Wahl {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name} kept the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}: {name} hat die Spielsteine behalten. Siegchance {played}, bei der besten Wahl {best}.</translation>
    </message>
    <message>
        <source>{verdict}: placement {number}. Expected result {played}, after the best {best}.</source>
        <translation>{verdict}: Zug {number}. Erwartetes Ergebnis {played}, nach dem besten {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name}, placement {number}. Win chance {played}, after the best {best}.</source>
        <translation>{verdict}: {name}, Zug {number}. Siegchance {played}, nach dem besten {best}.</translation>
    </message>
    <message>
        <source>Review finished: {count} decisions judged, the worst first.</source>
        <translation>Auswertung fertig: {count} Entscheidungen bewertet, die schlechteste zuerst.</translation>
    </message>
    <message>
        <source>Judging decision {done} of {total}…</source>
        <translation>Bewerte Entscheidung {done} von {total}…</translation>
    </message>
    <message>
        <source>The coach is looking at the game…</source>
        <translation>Der Trainer sieht sich die Partie an…</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>Wie das System ({language})</translation>
    </message>
    <message>
        <source>Show the points a tile would score before it is placed</source>
        <translation>Die Punkte eines Spielsteins schon vor dem Legen zeigen</translation>
    </message>
    <message>
        <source>Show every player&apos;s rack face up</source>
        <translation>Die Spielsteine aller Spieler offen zeigen</translation>
    </message>
    <message>
        <source>For learning the game: with this on, nothing is hidden from anyone at the screen, including the computer players&apos; tiles.</source>
        <translation>Zum Kennenlernen des Spiels: Ist dies eingeschaltet, bleibt niemandem am Bildschirm etwas verborgen, auch nicht die Spielsteine der Computerspieler.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animationen:</translation>
    </message>
    <message>
        <source>Points preview:</source>
        <translation>Punktevorschau:</translation>
    </message>
    <message>
        <source>All racks:</source>
        <translation>Alle Spielsteine:</translation>
    </message>
</context>
<context>
    <name>WinChanceBar</name>
    <message>
        <source>Expected result</source>
        <translation>Erwartetes Ergebnis</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Siegchance</translation>
    </message>
</context>
<context>
    <name>WindowCoach</name>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>Show the coach&apos;s best placements on the board (H)</source>
        <translation>Die besten Züge des Trainers auf dem Spielplan zeigen (H)</translation>
    </message>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Partie &amp;auswerten…</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Win chances</source>
        <translation>Siegchancen</translation>
    </message>
    <message>
        <source>&amp;Win chances</source>
        <translation>&amp;Siegchancen</translation>
    </message>
    <message>
        <source>Click the hint again, or press Enter, to put the tile down there.</source>
        <translation>Klicke noch einmal auf den Tipp oder drücke die Eingabetaste, um den Spielstein dort abzulegen.</translation>
    </message>
    <message>
        <source>A hint is for the player whose turn it is to place.</source>
        <translation>Ein Tipp ist für den Spieler, der gerade am Zug ist.</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>Der Trainer denkt nach…</translation>
    </message>
    <message>
        <source>The coach&apos;s best placement is outlined in gold. Click a suggestion to pick up its tile.</source>
        <translation>Der beste Zug des Trainers ist golden umrandet. Klicke auf einen Vorschlag, um seinen Spielstein aufzunehmen.</translation>
    </message>
    <message>
        <source>Nothing to review</source>
        <translation>Nichts auszuwerten</translation>
    </message>
    <message>
        <source>No tile has been placed in this game yet.</source>
        <translation>In dieser Partie wurde noch kein Spielstein gelegt.</translation>
    </message>
</context>
<context>
    <name>describe</name>
    <message>
        <source>Not here: this is outside the board of this game</source>
        <translation>Nicht hier: Das liegt außerhalb des Spielbretts dieser Partie</translation>
    </message>
    <message>
        <source>Not here: a tile covers two neighbouring cells</source>
        <translation>Nicht hier: Ein Spielstein bedeckt zwei benachbarte Felder</translation>
    </message>
    <message>
        <source>Not here: one of these cells is already occupied</source>
        <translation>Nicht hier: Eines dieser Felder ist schon belegt</translation>
    </message>
    <message>
        <source>Not here: in the first round a tile must touch a printed symbol that no tile touches yet</source>
        <translation>Nicht hier: In der ersten Runde muss ein Spielstein ein aufgedrucktes Symbol berühren, das noch kein Stein berührt</translation>
    </message>
    <message>
        <source>Not here: this would leave an isolated cell, an empty cell with no empty neighbour</source>
        <translation>Nicht hier: Das ließe ein isoliertes Feld zurück, ein leeres Feld ohne leeren Nachbarn</translation>
    </message>
</context>
</TS>
