<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
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
        <translation>Analyser la partie…</translation>
    </message>
    <message>
        <source>Hints used by {name}: {count}</source>
        <translation>Conseils utilisés par {name} : {count}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Right cells, but the wrong way round: turn the tile so that each colour lies where the step says, then put it down again.</source>
        <translation>Les bonnes cases, mais dans le mauvais sens : tourne la tuile pour que chaque couleur soit là où l’étape le demande, puis pose-la de nouveau.</translation>
    </message>
    <message>
        <source>This step is done: press Next to go on.</source>
        <translation>Cette étape est terminée : appuie sur Suivant pour continuer.</translation>
    </message>
    <message>
        <source>You kept your tiles. That is allowed, but with no purple in your rack you could not raise purple next turn. The offer comes again: this time, swap.</source>
        <translation>Tu as gardé tes tuiles. C’est permis, mais sans violet sur ton chevalet tu ne pourrais pas faire monter le violet au prochain tour. L’offre revient : cette fois, échange.</translation>
    </message>
    <message>
        <source>Pick up a tile</source>
        <translation>Prendre une tuile</translation>
    </message>
    <message>
        <source>This is a real game against the computer, set up for the lesson. Your six tiles lie face up in your rack. Pick up the red and yellow tile: click it, or press 5, its place in the rack.</source>
        <translation>Voici une vraie partie contre l’ordinateur, préparée pour la leçon. Tes six tuiles sont visibles sur ton chevalet. Prends la tuile rouge et jaune : clique dessus, ou appuie sur 5, sa place sur le chevalet.</translation>
    </message>
    <message>
        <source>The tile is in your hand. It follows the pointer, and the board glows wherever it may go.</source>
        <translation>La tuile est dans ta main. Elle suit le pointeur, et le plateau s’éclaire partout où elle peut aller.</translation>
    </message>
    <message>
        <source>That is another tile. Press Esc to put it back, then pick up the fifth tile, the red and yellow one.</source>
        <translation>C’est une autre tuile. Appuie sur Échap pour la reposer, puis prends la cinquième tuile, la rouge et jaune.</translation>
    </message>
    <message>
        <source>Turn the tile</source>
        <translation>Tourner la tuile</translation>
    </message>
    <message>
        <source>A tile covers two neighbouring cells and may lie in six directions. Turn the tile in your hand: press R, click the right mouse button or roll the wheel.</source>
        <translation>Une tuile couvre deux cases voisines et peut être posée dans six directions. Tourne la tuile que tu tiens : appuie sur R, clique avec le bouton droit ou fais tourner la molette.</translation>
    </message>
    <message>
        <source>Each turn swings the second half one step around the first. Turn it as often as you like.</source>
        <translation>Chaque rotation fait pivoter la seconde moitié d’un cran autour de la première. Tourne-la autant que tu veux.</translation>
    </message>
    <message>
        <source>Hold the red and yellow tile to turn it: press 5 to pick it up again.</source>
        <translation>Tiens la tuile rouge et jaune pour la tourner : appuie sur 5 pour la reprendre.</translation>
    </message>
    <message>
        <source>How a half scores</source>
        <translation>Comment une moitié marque</translation>
    </message>
    <message>
        <source>Put the tile on the two marked cells, red on the upper one and yellow on the lower one. Each half looks along the five lines leaving its cell (all but the one toward its other half) and scores a point for each cell of its colour in an unbroken row, printed symbols included. The numbers over the cells show the points before you click.</source>
        <translation>Pose la tuile sur les deux cases marquées, le rouge sur celle du haut et le jaune sur celle du bas. Chaque moitié regarde le long des cinq lignes qui partent de sa case (toutes sauf celle qui va vers son autre moitié) et marque un point pour chaque case de sa couleur alignée sans interruption, symboles imprimés compris. Les nombres au-dessus des cases montrent les points avant que tu cliques.</translation>
    </message>
    <message>
        <source>The yellow half saw yellow along three lines, 1 + 1 + 2: four points for yellow. The red half saw no red and scored nothing. The lines that counted flashed. Now the computer takes its turn.</source>
        <translation>La moitié jaune a vu du jaune le long de trois lignes, 1 + 1 + 2 : quatre points pour le jaune. La moitié rouge n’a vu aucun rouge et n’a rien marqué. Les lignes qui ont compté ont clignoté. C’est maintenant au tour de l’ordinateur.</translation>
    </message>
    <message>
        <source>The rules allow that, but this step wants the marked cells: red on the upper one, yellow on the lower one.</source>
        <translation>Les règles le permettent, mais cette étape demande les cases marquées : le rouge sur celle du haut, le jaune sur celle du bas.</translation>
    </message>
    <message>
        <source>Only the lowest colour counts</source>
        <translation>Seule la couleur la plus faible compte</translation>
    </message>
    <message>
        <source>Later in a game. Look at your score board: yellow is your lowest colour, at 3. When the game ends, players are compared by their lowest colour first, so a point in yellow is worth more to you than points in any other colour. Put a yellow and blue tile on the marked cells, yellow on the lower one.</source>
        <translation>Plus tard dans une partie. Regarde ton tableau de score : le jaune est ta couleur la plus faible, à 3. À la fin, les joueurs sont comparés d’abord sur leur couleur la plus faible ; un point en jaune vaut donc plus pour toi que des points dans toute autre couleur. Pose une tuile jaune et bleue sur les cases marquées, le jaune sur celle du bas.</translation>
    </message>
    <message>
        <source>Yellow rises from 3 to 6. Six points in purple were on offer elsewhere, but purple is already at 11: they would have left you as weak as before.</source>
        <translation>Le jaune passe de 3 à 6. Ailleurs, six points en violet étaient possibles, mais le violet est déjà à 11 : tu serais resté aussi faible qu’avant.</translation>
    </message>
    <message>
        <source>The rules allow that, but it does less for yellow, your lowest colour. Points in a colour that is already ahead do not win the game: put the yellow and blue tile on the marked cells, yellow on the lower one.</source>
        <translation>Les règles le permettent, mais cela fait moins pour le jaune, ta couleur la plus faible. Des points dans une couleur déjà en avance ne font pas gagner : pose la tuile jaune et bleue sur les cases marquées, le jaune sur celle du bas.</translation>
    </message>
    <message>
        <source>Reaching 18: Ingenious!</source>
        <translation>Atteindre 18 : Ingenious !</translation>
    </message>
    <message>
        <source>A colour goes no higher than 18. Red stands at 17. Put the red and green tile on the marked cells, red on the left: red reaches 18, and reaching 18 earns a bonus placement at once.</source>
        <translation>Aucune couleur ne dépasse 18. Le rouge est à 17. Pose la tuile rouge et verte sur les cases marquées, le rouge à gauche : le rouge atteint 18, et atteindre 18 donne aussitôt une pose en plus.</translation>
    </message>
    <message>
        <source>Ingenious! Red is at 18; the points past it are lost. For reaching 18 you place one more tile now, before you draw.</source>
        <translation>Ingenious ! Le rouge est à 18 ; les points au-delà sont perdus. Pour avoir atteint 18, tu poses encore une tuile maintenant, avant de piocher.</translation>
    </message>
    <message>
        <source>The rules allow that, but it does not take red to 18. Put the red and green tile on the marked cells, red on the left.</source>
        <translation>Les règles le permettent, mais le rouge n’atteint pas 18. Pose la tuile rouge et verte sur les cases marquées, le rouge à gauche.</translation>
    </message>
    <message>
        <source>The bonus placement</source>
        <translation>La pose en plus</translation>
    </message>
    <message>
        <source>The bonus placement is a whole extra placement by the same rules: put any tile anywhere it fits. If it takes another colour to 18, you earn one more.</source>
        <translation>La pose en plus est une pose entière, selon les mêmes règles : pose n’importe quelle tuile là où elle tient. Si elle amène une autre couleur à 18, tu en gagnes une de plus.</translation>
    </message>
    <message>
        <source>Only now does your turn end: you draw back up to six tiles.</source>
        <translation>C’est seulement maintenant que ton tour finit : tu pioches jusqu’à avoir de nouveau six tuiles.</translation>
    </message>
    <message>
        <source>Any placement will do.</source>
        <translation>N’importe quelle pose convient.</translation>
    </message>
    <message>
        <source>When a swap is allowed</source>
        <translation>Quand l’échange est permis</translation>
    </message>
    <message>
        <source>You have just placed a tile. Purple is your lowest colour, and no tile in your rack shows purple. Only then, before you draw, may you swap: set all your tiles aside and draw six new ones. Answer the question: swap.</source>
        <translation>Tu viens de poser une tuile. Le violet est ta couleur la plus faible, et aucune tuile de ton chevalet ne montre de violet. C’est seulement dans ce cas, avant de piocher, que tu peux échanger : mettre toutes tes tuiles de côté et en piocher six nouvelles. Réponds à la question : échange.</translation>
    </message>
    <message>
        <source>You drew six new tiles; your old ones went back into the bag. With a tile of your lowest colour in the rack, no swap would have been offered.</source>
        <translation>Tu as pioché six nouvelles tuiles ; les anciennes sont retournées dans le sac. Avec une tuile de ta couleur la plus faible sur le chevalet, aucun échange n’aurait été proposé.</translation>
    </message>
    <message>
        <source>How the game ends and who wins</source>
        <translation>Comment la partie finit et qui gagne</translation>
    </message>
    <message>
        <source>Only the two marked cells are left side by side on the board. Put any tile there: when no tile fits any more, the game ends at once.</source>
        <translation>Il ne reste que les deux cases marquées côte à côte sur le plateau. Pose n’importe quelle tuile dessus : quand plus aucune tuile ne tient, la partie s’arrête aussitôt.</translation>
    </message>
    <message>
        <source>The game is over. Each player&apos;s colours are compared from the lowest up: the computer has two colours at 18 but two at only 7, while none of yours is below 10, so you win. That is the whole game: press Finish to play on.</source>
        <translation>La partie est finie. Les couleurs de chaque joueur sont comparées en partant de la plus faible : l’ordinateur a deux couleurs à 18 mais deux à seulement 7, alors qu’aucune des tiennes n’est sous 10 ; tu gagnes donc. C’est tout le jeu : appuie sur Terminer pour continuer à jouer.</translation>
    </message>
    <message>
        <source>Put a tile on the marked cells.</source>
        <translation>Pose une tuile sur les cases marquées.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Étape {number} sur {count}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>Re&amp;voir une partie…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo turn</source>
        <translation>&amp;Annuler le tour</translation>
    </message>
    <message>
        <source>&amp;Redo turn</source>
        <translation>&amp;Rétablir le tour</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Journal de la partie</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;About Ingenious Desktop</source>
        <translation>À &amp;propos d’Ingenious Desktop</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>Learn to play?</source>
        <translation>Apprendre à jouer ?</translation>
    </message>
    <message>
        <source>New to Ingenious? A short lesson on the real table shows you how to place and turn tiles, how they score, and how to win. You can leave it at any time and find it again under Help ▸ Learn to play.</source>
        <translation>Nouveau à Ingenious ? Une courte leçon sur la vraie table te montre comment poser et tourner les tuiles, comment elles marquent et comment gagner. Tu peux la quitter à tout moment et la retrouver dans Aide ▸ Apprendre à jouer.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Montre-moi</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Ordinateur {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Joueurs, dans l’ordre des places</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Niveau de l’ordinateur</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Variante&#xa0;:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Qui commence&#xa0;:</translation>
    </message>
    <message>
        <source>Player {number} (team {team})</source>
        <translation>Joueur {number} (équipe {team})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <source>Standard, 2 players</source>
        <translation>Standard, 2 joueurs</translation>
    </message>
    <message>
        <source>Standard, 3 players</source>
        <translation>Standard, 3 joueurs</translation>
    </message>
    <message>
        <source>Standard, 4 players</source>
        <translation>Standard, 4 joueurs</translation>
    </message>
    <message>
        <source>Travel edition, 2 players</source>
        <translation>Édition de voyage, 2 joueurs</translation>
    </message>
    <message>
        <source>Team play, 4 players (seats 1+3 against 2+4)</source>
        <translation>En équipes, 4 joueurs (places 1+3 contre 2+4)</translation>
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
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>Gold: the coach&apos;s best placement. Red dashes: the placement played.</source>
        <translation>En or : le meilleur placement du coach. En pointillés rouges : le placement joué.</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>{verdict}: {name} swapped the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict} : {name} a échangé les tuiles. Chance de gagner {played}, avec le meilleur choix {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name} kept the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict} : {name} a gardé les tuiles. Chance de gagner {played}, avec le meilleur choix {best}.</translation>
    </message>
    <message>
        <source>{verdict}: placement {number}. Expected result {played}, after the best {best}.</source>
        <translation>{verdict} : placement {number}. Résultat attendu {played}, après le meilleur {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name}, placement {number}. Win chance {played}, after the best {best}.</source>
        <translation>{verdict} : {name}, placement {number}. Chance de gagner {played}, après le meilleur {best}.</translation>
    </message>
    <message>
        <source>Review finished: {count} decisions judged, the worst first.</source>
        <translation>Analyse terminée : {count} décisions jugées, la pire en premier.</translation>
    </message>
    <message>
        <source>Judging decision {done} of {total}…</source>
        <translation>Évaluation de la décision {done} sur {total}…</translation>
    </message>
    <message>
        <source>The coach is looking at the game…</source>
        <translation>Le coach examine la partie…</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>Comme le système ({language})</translation>
    </message>
    <message>
        <source>Show the points a tile would score before it is placed</source>
        <translation>Afficher les points qu’une tuile rapporterait avant de la poser</translation>
    </message>
    <message>
        <source>Show every player&apos;s rack face up</source>
        <translation>Montrer le chevalet de chaque joueur, face visible</translation>
    </message>
    <message>
        <source>For learning the game: with this on, nothing is hidden from anyone at the screen, including the computer players&apos; tiles.</source>
        <translation>Pour apprendre le jeu&#xa0;: avec cette option, rien n’est caché à personne devant l’écran, pas même les tuiles des joueurs ordinateur.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animations&#xa0;:</translation>
    </message>
    <message>
        <source>Points preview:</source>
        <translation>Aperçu des points&#xa0;:</translation>
    </message>
    <message>
        <source>All racks:</source>
        <translation>Tous les chevalets&#xa0;:</translation>
    </message>
</context>
<context>
    <name>WinChanceBar</name>
    <message>
        <source>Expected result</source>
        <translation>Résultat attendu</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Chance de gagner</translation>
    </message>
</context>
<context>
    <name>WindowCoach</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Show the coach&apos;s best placements on the board (H)</source>
        <translation>Montrer sur le plateau les meilleurs placements du coach (H)</translation>
    </message>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Analyser la &amp;partie…</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Win chances</source>
        <translation>Chances de gagner</translation>
    </message>
    <message>
        <source>&amp;Win chances</source>
        <translation>C&amp;hances de gagner</translation>
    </message>
    <message>
        <source>Click the hint again, or press Enter, to put the tile down there.</source>
        <translation>Cliquez encore sur le conseil, ou appuyez sur Entrée, pour poser la tuile à cet endroit.</translation>
    </message>
    <message>
        <source>A hint is for the player whose turn it is to place.</source>
        <translation>Un conseil est réservé au joueur dont c&apos;est le tour de poser.</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>Le coach réfléchit…</translation>
    </message>
    <message>
        <source>The coach&apos;s best placement is outlined in gold. Click a suggestion to pick up its tile.</source>
        <translation>Le meilleur placement du coach est entouré d&apos;or. Cliquez sur une suggestion pour prendre sa tuile.</translation>
    </message>
    <message>
        <source>Nothing to review</source>
        <translation>Rien à analyser</translation>
    </message>
    <message>
        <source>No tile has been placed in this game yet.</source>
        <translation>Aucune tuile n&apos;a encore été posée dans cette partie.</translation>
    </message>
</context>
<context>
    <name>describe</name>
    <message>
        <source>Not here: this is outside the board of this game</source>
        <translation>Pas ici : c’est hors du plateau de cette partie</translation>
    </message>
    <message>
        <source>Not here: a tile covers two neighbouring cells</source>
        <translation>Pas ici : une tuile couvre deux cases voisines</translation>
    </message>
    <message>
        <source>Not here: one of these cells is already occupied</source>
        <translation>Pas ici : une de ces cases est déjà occupée</translation>
    </message>
    <message>
        <source>Not here: in the first round a tile must touch a printed symbol that no tile touches yet</source>
        <translation>Pas ici : au premier tour, une tuile doit toucher un symbole imprimé qu’aucune tuile ne touche encore</translation>
    </message>
    <message>
        <source>Not here: this would leave an isolated cell, an empty cell with no empty neighbour</source>
        <translation>Pas ici : cela laisserait une case isolée, une case vide sans voisine vide</translation>
    </message>
</context>
</TS>
